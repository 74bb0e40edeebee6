// The analysis's marks in the move list: a delegate of the list's own rows that draws, at the right
// of each analysed action, the mark of its judgement (inaccuracy, mistake, blunder: a shape, a
// colour and the chess sign ?!, ?, ??) and of each turn the worst of its actions, and adds the loss
// to the row's tool tip. It reads the move list's roles and the analysis, and changes neither.
#pragma once

#include "ai/analysis.h"

#include <QIcon>
#include <QPointer>
#include <QStyledItemDelegate>

namespace eko::ui {

class GameAnalysisRunner;

class AnalysisMarks : public QStyledItemDelegate {
    Q_OBJECT
public:
    AnalysisMarks(GameAnalysisRunner *analysis, QObject *parent = nullptr);

    // The judgement a row of the move list shows (a turn: its worst action), none when it is not analysed.
    std::optional<ai::Judgement> judgementOf(const QModelIndex &index) const;
    // The tool tip line of an analysed action ("Blunder: −34% for Red; best was c4xd5 (61%).").
    QString lossText(int k) const;
    // The judgement's name, translated ("Blunder"), and its mark.
    static QString judgementTitle(ai::Judgement j);
    static QIcon judgementIcon(ai::Judgement j);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;

private:
    int markSize(const QStyleOptionViewItem &option) const;
    QPointer<GameAnalysisRunner> m_analysis;
};

} // namespace eko::ui
