// The VP chart of a game: every player's VP after every action (colour, emblem and line style per
// player), the palace moments, and the current action as a vertical line; a click or a drag
// chooses an action.
#pragma once

#include "replay/action_chart.h"
#include "replay/vp_series.h"

#include <QList>
#include <QPair>
#include <QRectF>
#include <QStringList>

namespace eko::ui {

class VpChart : public ActionChart {
    Q_OBJECT
public:
    explicit VpChart(QWidget *parent = nullptr);

    // Reads the VP of every position of `game` (the chart keeps no reference to it).
    void setGame(const Game &game);
    const VpSeries &series() const { return m_series; }
    // The position shown: after `k` actions (0 = the start); the vertical line stands there.
    int currentAction() const { return m_current; }
    // The action (0..actionCount) under a point of the widget, -1 when there is no game.
    int actionAt(QPoint point) const override;
    // Where a position of the series is drawn: x of action k (widget coordinates).
    double xOf(int k) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Where everything is drawn, worked out once for a paint (and for tests): nothing covers
    // anything else. Widget coordinates.
    struct LegendItem {
        enum Kind { Player, PalaceStands, PalaceLost } kind = Player;
        PlayerIndex player = kNoPlayer; // for Player
        QString text;
        QRectF rect; // the whole item: mark and text
    };
    struct Layout {
        QRectF plot;
        QList<LegendItem> legend;             // in rows above the plot, each within the widget
        QList<QPair<int, QRectF>> axisLabels; // the action numbers under the plot that are drawn
        QRectF currentBadge;                  // the current action's number, under the plot
        QList<QRectF> endBadges;              // each player's emblem at the end of their line
    };
    Layout layout() const;
    // What a screen reader says of the chart (its accessible description): every player's VP at the
    // position shown and which action it is: "Red 8 VP, Blue 6 VP, action 59 of 141".
    QString summary() const;

public slots:
    void setCurrentAction(int k);


protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRectF plotRect() const { return layout().plot; }
    // The legend laid out in rows from the top of the widget; returns its height.
    double layOutLegend(QList<LegendItem> &items) const;
    double xOf(int k, const QRectF &plot) const;
    double yOf(int vp, const QRectF &plot) const;
    double yOf(int vp) const { return yOf(vp, plotRect()); }
    int topVp() const;
    QString toolTipAt(QPoint point) const;
    void retranslateUi();
    void updateDescription();

    VpSeries m_series;
    QStringList m_names;
    int m_current = 0;
};

} // namespace eko::ui
