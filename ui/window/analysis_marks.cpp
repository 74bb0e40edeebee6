// The analysis's marks and tool tips in the move list.
#include "window/analysis_marks.h"

#include "model/action_list_model.h"
#include "model/game_analysis_runner.h"
#include "text/explain.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <cmath>

namespace eko::ui {

AnalysisMarks::AnalysisMarks(GameAnalysisRunner *analysis, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_analysis(analysis)
{
}

std::optional<ai::Judgement> AnalysisMarks::judgementOf(const QModelIndex &index) const
{
    if (!m_analysis || !index.isValid())
        return std::nullopt;
    const int last = index.data(ActionListModel::ActionIndexRole).toInt();
    const int first = index.data(ActionListModel::IsTurnRole).toBool() ? index.data(ActionListModel::FirstActionRole).toInt() : last;
    bool any = false;
    for (int k = first; k <= last && !any; ++k)
        any = m_analysis->action(k) != nullptr;
    if (!any)
        return std::nullopt;
    return m_analysis->worst(first, last);
}

QString AnalysisMarks::judgementTitle(ai::Judgement j)
{
    switch (j) {
    //: An action the analysis finds as good as the best, or nearly (GLOSSARY: analysis classes).
    case ai::Judgement::Good: return tr("Good");
    //: An action that lost 5 to 10 points of winning chance (GLOSSARY: analysis classes).
    case ai::Judgement::Inaccuracy: return tr("Inaccuracy");
    //: An action that lost 10 to 20 points of winning chance (GLOSSARY: analysis classes).
    case ai::Judgement::Mistake: return tr("Mistake");
    //: An action that lost 20 points of winning chance or more (GLOSSARY: analysis classes).
    case ai::Judgement::Blunder: return tr("Blunder");
    }
    return {};
}

QIcon AnalysisMarks::judgementIcon(ai::Judgement j)
{
    // A shape per class as well as a colour, and the chess signs, so that it reads without colour.
    static const struct {
        QColor fill;
        const char *sign;
        int corners; // 0: a circle
    } kMarks[] = {{QColor(0x2e, 0x9e, 0x5b), "", 0},
                  {QColor(0xe6, 0xb4, 0x00), "?!", 0},
                  {QColor(0xe0, 0x6c, 0x00), "?", 4},
                  {QColor(0xc0, 0x1c, 0x28), "??", 3}};
    const auto &m = kMarks[static_cast<int>(j)];
    QIcon icon;
    for (int size : {16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(Qt::black, size / 16.0));
        p.setBrush(m.fill);
        const QRectF r(1, 1, size - 2, size - 2);
        if (m.corners == 0) {
            p.drawEllipse(r);
        } else if (m.corners == 4) {
            p.drawRoundedRect(r, size / 8.0, size / 8.0);
        } else {
            QPainterPath triangle;
            triangle.moveTo(r.center().x(), r.top());
            triangle.lineTo(r.right(), r.bottom());
            triangle.lineTo(r.left(), r.bottom());
            triangle.closeSubpath();
            p.drawPath(triangle);
        }
        QFont font;
        font.setBold(true);
        font.setPixelSize(std::max(7, size * (m.corners == 3 ? 5 : 6) / 10));
        p.setFont(font);
        p.setPen(j == ai::Judgement::Inaccuracy ? Qt::black : Qt::white);
        p.drawText(m.corners == 3 ? r.adjusted(0, size / 5.0, 0, 0) : r, Qt::AlignCenter, QString::fromLatin1(m.sign));
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

QString AnalysisMarks::lossText(int k) const
{
    const ai::ActionAnalysis *a = m_analysis ? m_analysis->action(k) : nullptr;
    if (!a)
        return {};
    const auto mover = static_cast<size_t>(a->mover);
    const QString who = text::colourTitle(a->mover);
    const long after = std::lround(a->after[mover] * 100);
    QString line;
    if (a->forced) {
        //: Move list tool tip of an analysed action that was the only legal one; %1 the player's colour, %2 their chance after it.
        line = tr("Forced: the only legal action; %2% for %1.").arg(who).arg(after);
    } else if (a->best.empty() || a->best.front().notation == a->notation) {
        //: Move list tool tip of an analysed action that was the analysis's best; %1 the class ("Good"), %2 the player's colour, %3 their chance after it.
        line = tr("%1: the best action; %3% for %2.").arg(judgementTitle(a->judgement), who).arg(after);
    } else {
        const ai::Candidate &best = a->best.front();
        //: Move list tool tip of an analysed action: %1 the class ("Blunder"), %2 the chance lost in points of percentage, %3 the player's colour, %4 the best action in notation, %5 the player's chance after it.
        line = tr("%1: −%2% for %3; best was %4 (%5%).")
                   .arg(judgementTitle(a->judgement))
                   .arg(std::lround(a->loss * 100))
                   .arg(who, QString::fromStdString(best.notation))
                   .arg(std::lround(best.chances[mover] * 100));
    }
    if (m_analysis->passOf(k) == GameAnalysisRunner::Pass::Quick)
        //: Added to an analysed action's tool tip while only the quick pass has judged it; %1 the tool tip line.
        line = tr("%1 (quick pass)").arg(line);
    return line;
}

int AnalysisMarks::markSize(const QStyleOptionViewItem &option) const
{
    return std::max(12, option.fontMetrics.height());
}

void AnalysisMarks::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const std::optional<ai::Judgement> j = judgementOf(index);
    if (!j || *j == ai::Judgement::Good || index.column() != 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const int size = markSize(option);
    QStyleOptionViewItem rest = option;
    rest.rect.setRight(option.rect.right() - size - 4);
    QStyledItemDelegate::paint(painter, rest, index);
    const QRect mark(option.rect.right() - size - 1, option.rect.center().y() - size / 2, size, size);
    judgementIcon(*j).paint(painter, mark);
}

QSize AnalysisMarks::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (judgementOf(index))
        size.rwidth() += markSize(option) + 4;
    return size;
}

bool AnalysisMarks::helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                              const QModelIndex &index)
{
    if (event->type() != QEvent::ToolTip || !judgementOf(index))
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    const int last = index.data(ActionListModel::ActionIndexRole).toInt();
    const int first = index.data(ActionListModel::IsTurnRole).toBool() ? index.data(ActionListModel::FirstActionRole).toInt() : last;
    QStringList lines{index.data(Qt::ToolTipRole).toString()};
    for (int k = first; k <= last; ++k)
        if (const QString loss = lossText(k); !loss.isEmpty())
            lines << loss;
    QToolTip::showText(event->globalPos(), lines.join(QLatin1Char('\n')), view);
    return true;
}

} // namespace eko::ui
