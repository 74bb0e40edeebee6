// The winning chances chart: each player's chance after every action of the game, as the analysis
// (GameAnalysisRunner) gives it, with the colours, line styles and emblems of the VP chart; the
// actions not analysed yet are left out; the current action is a vertical line, a click or a drag
// chooses an action. It reads the runner and never changes it.
#pragma once

#include "core/position.h"
#include "replay/action_chart.h"

#include <QPointer>
#include <QRectF>
#include <QStringList>

#include <array>
#include <optional>

namespace eko::ui {

class GameAnalysisRunner;
class GameModel;

class ChancesChart : public ActionChart {
    Q_OBJECT
public:
    ChancesChart(GameModel *model, GameAnalysisRunner *analysis, QWidget *parent = nullptr);

    // The position shown: after `k` actions (0 = the start).
    int currentAction() const { return m_current; }
    int actionCount() const;
    // The action (0..actionCount) under a point of the widget, -1 without a game.
    int actionAt(QPoint point) const override;
    double xOf(int k) const;
    // Player p's chance in the position after k actions, when that is analysed.
    std::optional<double> chance(PlayerIndex p, int k) const;
    QRectF plotRect() const;
    // What a screen reader reads (the accessible description starts with it): "Red 52% to win, Blue 48% to
    // win, action 59 of 141".
    QString summary() const;

    QSize sizeHint() const override { return {480, 200}; }
    QSize minimumSizeHint() const override;

public slots:
    void setCurrentAction(int k);


protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int players() const;
    double yOf(double chance, const QRectF &plot) const;
    QString toolTipAt(QPoint point) const;
    void retranslateUi();
    void updateDescription();

    QPointer<GameModel> m_model;
    QPointer<GameAnalysisRunner> m_analysis;
    int m_current = 0;
};

} // namespace eko::ui
