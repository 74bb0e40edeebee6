// The winning chances chart, drawn with QPainter from the analysis's results.
#include "replay/chances_chart.h"

#include "look/palette.h"
#include "look/player_emblem.h"
#include "model/game_analysis_runner.h"
#include "model/game_model.h"
#include "text/explain.h"

#include <QEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace eko::ui {

namespace {

constexpr int kEmblem = 14;
constexpr int kPad = 6;

// The VP chart's line style of a seat (replay/vp_chart.cpp), so that the lines read apart without colour.
Qt::PenStyle seatLineStyle(PlayerIndex seat)
{
    static constexpr Qt::PenStyle kStyles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return kStyles[std::clamp(seat, 0, 3)];
}

} // namespace

ChancesChart::ChancesChart(GameModel *model, GameAnalysisRunner *analysis, QWidget *parent)
    : ActionChart(parent)
    , m_model(model)
    , m_analysis(analysis)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::TabFocus); // reached by Tab, where a screen reader reads its summary
    auto repaint = [this] {
        updateDescription();
        update();
    };
    connect(analysis, &GameAnalysisRunner::actionAnalysed, this, repaint);
    connect(analysis, &GameAnalysisRunner::resultsReset, this, repaint);
    connect(model, &GameModel::gameReset, this, repaint);
    retranslateUi();
}

QSize ChancesChart::minimumSizeHint() const { return {200, 8 * fontMetrics().height()}; }

int ChancesChart::players() const { return m_model && m_model->hasGame() ? m_model->position().playerCount() : 0; }

int ChancesChart::actionCount() const { return m_model && m_model->hasGame() ? m_model->game().actionCount() : 0; }

void ChancesChart::setCurrentAction(int k)
{
    k = std::clamp(k, 0, actionCount());
    if (k == m_current)
        return;
    m_current = k;
    updateDescription();
    update();
}

QString ChancesChart::summary() const
{
    QStringList parts;
    for (PlayerIndex p = 0; p < players(); ++p)
        if (const std::optional<double> c = chance(p, m_current))
            //: The winning chances chart read to a screen reader, one player: %1 the player's colour ("Blue"),
            //: %2 their chance in percent.
            parts << tr("%1 %2% to win").arg(text::colourTitle(p)).arg(std::lround(*c * 100));
    if (parts.isEmpty() && players() > 0)
        //: The winning chances chart read to a screen reader, when the analysis has not reached the action shown.
        parts << tr("not analysed yet");
    //: The winning chances chart read to a screen reader, after the players' chances: %1 the action shown, %2 all of them.
    parts << tr("action %1 of %2").arg(m_current).arg(actionCount());
    //: Between the parts of the winning chances chart's summary ("Red 52% to win, Blue 48% to win, action 59 of 141").
    return parts.join(tr(", "));
}

void ChancesChart::updateDescription()
{
    //: Accessible description of the winning chances chart: %1 its summary ("Red 52% to win, Blue 48% to win, action 59 of 141").
    setAccessibleDescription(tr("%1. Each player's chance to win after every action, from the analysis; click to go to an action.").arg(summary()));
}

std::optional<double> ChancesChart::chance(PlayerIndex p, int k) const
{
    if (!m_analysis || p < 0 || p >= players())
        return std::nullopt;
    if (const ai::ActionAnalysis *a = m_analysis->action(k))
        return a->before[static_cast<size_t>(p)];
    if (const ai::ActionAnalysis *a = m_analysis->action(k - 1))
        return a->after[static_cast<size_t>(p)];
    return std::nullopt;
}

QRectF ChancesChart::plotRect() const
{
    const QFontMetrics fm = fontMetrics();
    const double left = fm.horizontalAdvance(QStringLiteral("100%")) + 2 * kPad;
    const double top = std::max(kEmblem, fm.height()) + 2 * kPad;
    const double bottom = fm.height() + kPad;
    return QRectF(left, top, std::max(1.0, width() - left - kPad - kEmblem - 4), std::max(1.0, height() - top - bottom));
}

double ChancesChart::xOf(int k) const
{
    const QRectF plot = plotRect();
    const int n = actionCount();
    return n == 0 ? plot.left() : plot.left() + plot.width() * k / n;
}

double ChancesChart::yOf(double chance, const QRectF &plot) const { return plot.bottom() - plot.height() * chance; }

int ChancesChart::actionAt(QPoint point) const
{
    if (players() == 0)
        return -1;
    const QRectF plot = plotRect();
    const int n = actionCount();
    const double k = std::round((point.x() - plot.left()) / std::max(1.0, plot.width()) * n);
    return std::clamp(static_cast<int>(k), 0, n);
}

void ChancesChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const QRectF plot = plotRect();
    const QColor text = palette().color(QPalette::Text);
    QColor faint = text;
    faint.setAlphaF(0.18);
    const int n = actionCount();
    const int count = players();

    // Legend: each player's emblem, line sample and colour, in one row (the colour alone: short).
    double lx = plot.left();
    const double ly = kPad + std::max(kEmblem, fm.height()) / 2.0;
    for (PlayerIndex p = 0; p < count; ++p) {
        const QString label = text::colourTitle(p);
        painter.drawPixmap(QPointF(lx, ly - kEmblem / 2.0), playerEmblemPixmap(p, kEmblem, devicePixelRatioF()));
        painter.setPen(QPen(seatColor(p), 2, seatLineStyle(p)));
        painter.drawLine(QPointF(lx + kEmblem + 3, ly), QPointF(lx + kEmblem + 21, ly));
        painter.setPen(text);
        painter.drawText(QPointF(lx + kEmblem + 25, ly + fm.ascent() / 2.0 - 1), label);
        lx += kEmblem + 25 + fm.horizontalAdvance(label) + 2 * kPad;
    }
    if (count > 0 && m_analysis && m_analysis->analysedCount() == 0) {
        //: On the winning chances chart before the game is analysed (Analyse ▸ Analyse Game).
        const QString hint = tr("Not analysed yet: Analyse ▸ Analyse Game.");
        painter.setPen(text);
        painter.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, hint);
    }

    // Chance axis: 0, 25, 50, 75, 100 %.
    for (int percent = 0; percent <= 100; percent += 25) {
        const double y = yOf(percent / 100.0, plot);
        painter.setPen(QPen(faint, percent == 50 ? 2 : 1));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(text);
        //: An axis label of the winning chances chart: a percentage (%1 is 0, 25, 50, 75 or 100).
        painter.drawText(QRectF(0, y - fm.height() / 2.0, plot.left() - kPad, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                         tr("%1%").arg(percent));
    }
    painter.setPen(QPen(text, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
    if (n > 0) {
        painter.setPen(text);
        painter.drawText(QRectF(plot.left() - 20, plot.bottom() + 2, 40, fm.height()), Qt::AlignHCenter, QStringLiteral("0"));
        painter.drawText(QRectF(plot.right() - 40, plot.bottom() + 2, 40 + kPad, fm.height()), Qt::AlignRight,
                         QString::number(n));
    }

    // One line per player through the analysed positions; a gap where one is not analysed yet.
    for (PlayerIndex p = 0; p < count; ++p) {
        QPen pen(seatColor(p), 2, seatLineStyle(p));
        pen.setCapStyle(Qt::FlatCap);
        painter.setPen(pen);
        QPolygonF line;
        std::optional<QPointF> last;
        for (int k = 0; k <= n; ++k) {
            const std::optional<double> c = chance(p, k);
            if (!c) {
                if (line.size() > 1)
                    painter.drawPolyline(line);
                line.clear();
                continue;
            }
            line << QPointF(xOf(k), yOf(*c, plot));
            last = line.back();
        }
        if (line.size() > 1)
            painter.drawPolyline(line);
        if (last)
            painter.drawPixmap(QPointF(last->x() + 2, last->y() - kEmblem / 2.0), playerEmblemPixmap(p, kEmblem, devicePixelRatioF()));
    }

    // The current action.
    if (count > 0) {
        const double xc = xOf(m_current);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawLine(QPointF(xc, plot.top()), QPointF(xc, plot.bottom()));
        const QString label = QString::number(m_current);
        const double w = fm.horizontalAdvance(label) + kPad;
        QRectF badge(xc - w / 2, plot.bottom() + 2, w, fm.height());
        badge.moveLeft(std::clamp(badge.left(), 0.0, width() - w));
        painter.fillRect(badge, palette().color(QPalette::Highlight));
        painter.setPen(palette().color(QPalette::HighlightedText));
        painter.drawText(badge, Qt::AlignCenter, label);
    }
}

QString ChancesChart::toolTipAt(QPoint point) const
{
    const int k = actionAt(point);
    if (k < 0)
        return {};
    //: First line of the winning chances chart's tool tip: the position at the start of the game.
    QStringList lines{k == 0 ? tr("At the start")
                             //: First line of the winning chances chart's tool tip; %1 is the number of the action.
                             : tr("After action %1").arg(k)};
    for (PlayerIndex p = 0; p < players(); ++p)
        if (const std::optional<double> c = chance(p, k))
            //: A line of the winning chances chart's tool tip; %1 the player's colour, %2 their chance in percent.
            lines << tr("%1: %2% to win").arg(text::colourTitle(p)).arg(std::lround(*c * 100));
    return lines.join(QLatin1Char('\n'));
}

bool ChancesChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}

void ChancesChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ChancesChart::retranslateUi()
{
    //: Accessible name of the chart of every player's winning chance over the game.
    setAccessibleName(tr("Winning chances chart"));
    updateDescription();
    update();
}

} // namespace eko::ui
