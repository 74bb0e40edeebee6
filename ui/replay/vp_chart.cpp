// The VP chart, drawn with QPainter from a VpSeries: only the steps where VP changed are drawn, so
// a record of 10,000 actions draws as fast as a short one.
#include "replay/vp_chart.h"

#include "look/palette.h"
#include "look/player_emblem.h"
#include "text/explain.h"

#include <QEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace eko::ui {

namespace {

constexpr int kEmblem = 14;      // emblem size in the legend and at the end of each line
constexpr int kPad = 6;
constexpr int kTail = 10; // px of the plot after the last action, so that its step shows

// The line style of a seat, so that the lines read apart without colour too.
Qt::PenStyle seatLineStyle(PlayerIndex seat)
{
    static constexpr Qt::PenStyle kStyles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return kStyles[std::clamp(seat, 0, 3)];
}

// A round step for axis labels at least `minimum` apart: 1, 2, 5, 10, 20, 50, ...
int niceStep(double minimum)
{
    int step = 1;
    for (;;) {
        for (int m : {1, 2, 5})
            if (step * m >= minimum)
                return step * m;
        if (step > 100000000)
            return step;
        step *= 10;
    }
}

// A house: the mark of a palace moment (filled when the palace stands, empty when it fell).
void drawPalaceMark(QPainter &painter, QPointF at, const QColor &colour, bool gained, const QColor &outline)
{
    const double s = 5.5;
    QPainterPath house;
    house.moveTo(at.x() - s, at.y());
    house.lineTo(at.x() - s, at.y() - s);
    house.lineTo(at.x(), at.y() - 2 * s);
    house.lineTo(at.x() + s, at.y() - s);
    house.lineTo(at.x() + s, at.y());
    house.closeSubpath();
    painter.setPen(QPen(outline, 1.2));
    painter.setBrush(gained ? QBrush(colour) : QBrush(Qt::NoBrush));
    painter.drawPath(house.translated(0, -3));
}

} // namespace

VpChart::VpChart(QWidget *parent) : ActionChart(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::TabFocus); // reached by Tab, where a screen reader reads its summary
    retranslateUi();
}

void VpChart::setGame(const Game &game)
{
    m_series = VpSeries(game);
    m_names.clear();
    for (const std::string &name : game.playerNames())
        m_names << QString::fromStdString(name);
    m_current = std::clamp(m_current, 0, m_series.actionCount());
    updateDescription();
    update();
}

void VpChart::setCurrentAction(int k)
{
    k = std::clamp(k, 0, m_series.actionCount());
    if (k == m_current)
        return;
    m_current = k;
    updateDescription();
    update();
}

QString VpChart::summary() const
{
    QStringList parts;
    for (PlayerIndex p = 0; p < m_series.players(); ++p)
        //: The VP chart read to a screen reader, one player: %1 the player ("Blue (Bo)"), %2 their VP.
        parts << tr("%1 %2 VP").arg(text::playerLabel(p, p < m_names.size() ? m_names[p] : QString())).arg(m_series.vp(p, m_current));
    //: The VP chart read to a screen reader, after the players' VP: %1 the action shown, %2 all of them.
    parts << tr("action %1 of %2").arg(m_current).arg(m_series.actionCount());
    //: Between the parts of the VP chart's summary ("Red 8 VP, Blue 6 VP, action 59 of 141").
    return parts.join(tr(", "));
}

void VpChart::updateDescription()
{
    //: Accessible description of the VP chart: %1 its summary ("Red 8 VP, Blue 6 VP, action 59 of 141").
    setAccessibleDescription(tr("%1. Victory points of every player after every action; click to go to an action.").arg(summary()));
}

QSize VpChart::sizeHint() const { return {480, 200}; }

QSize VpChart::minimumSizeHint() const { return {200, 8 * fontMetrics().height()}; }

int VpChart::topVp() const { return std::max(m_series.goal(), m_series.highest()) + 1; }

double VpChart::layOutLegend(QList<LegendItem> &items) const
{
    const QFontMetrics fm = fontMetrics();
    const int players = m_series.players();
    if (players == 0)
        return 0;
    auto playerWidth = [&fm](const QString &text) { return kEmblem + 3 + 22 + fm.horizontalAdvance(text); };
    const double left = fm.horizontalAdvance(QString::number(topVp())) + 2 * kPad;
    const double usable = std::max(1.0, width() - left - kPad);
    for (PlayerIndex p = 0; p < players; ++p) {
        QString label = text::playerLabel(p, m_names.value(p));
        if (playerWidth(label) > usable) // a long name: the colour alone
            label = text::colourTitle(p);
        items.append({LegendItem::Player, p, label, QRectF(0, 0, playerWidth(label), 0)});
    }
    //: Legend of the VP chart: the filled house marks the moment a player's first palace stood (GLOSSARY: palace).
    const QString stands = tr("palace");
    items.append({LegendItem::PalaceStands, kNoPlayer, stands, QRectF(0, 0, 16 + fm.horizontalAdvance(stands), 0)});
    const bool lost = std::any_of(m_series.palaceMoments().begin(), m_series.palaceMoments().end(),
                                  [](const VpSeries::PalaceMoment &m) { return !m.gained; });
    if (lost) {
        //: Legend of the VP chart: the empty house marks the moment a player held no palace any more.
        const QString fell = tr("palace lost");
        items.append({LegendItem::PalaceLost, kNoPlayer, fell, QRectF(0, 0, 16 + fm.horizontalAdvance(fell), 0)});
    }
    // In rows: an item that does not fit beside the one before starts the next row.
    const double rowHeight = std::max(kEmblem, fm.height());
    double x = left, y = kPad / 2.0;
    for (LegendItem &item : items) {
        const double w = item.rect.width();
        if (x > left && x + w > width() - kPad) {
            x = left;
            y += rowHeight + 2;
        }
        item.rect = QRectF(x, y, w, rowHeight);
        x += w + 2 * kPad;
    }
    return y + rowHeight;
}

VpChart::Layout VpChart::layout() const
{
    Layout l;
    const QFontMetrics fm = fontMetrics();
    const int players = m_series.players();
    const int n = m_series.actionCount();
    const double legendBottom = layOutLegend(l.legend);
    const double left = fm.horizontalAdvance(QString::number(topVp())) + 2 * kPad;
    const double top = legendBottom + kPad + (players > 0 ? kPad : 0);
    const double bottom = fm.height() + kPad;
    // The vertical extent first: the end badges stand where the lines end.
    QRectF plot(left, top, 1, std::max(1.0, height() - top - bottom - 1));
    std::vector<double> endY;
    std::vector<int> beside;
    int columns = 1;
    for (PlayerIndex p = 0; p < players; ++p) {
        const double y = yOf(m_series.vp(p, n), plot) + (p - (players - 1) / 2.0) * 2.0;
        // Side by side, a whole emblem apart, with every badge already placed that it would touch.
        int column = 0;
        for (size_t q = 0; q < endY.size(); ++q)
            if (std::abs(endY[q] - y) < kEmblem && beside[q] >= column)
                column = beside[q] + 1;
        endY.push_back(y);
        beside.push_back(column);
        columns = std::max(columns, column + 1);
    }
    const double right = 3 + columns * (kEmblem + 1) + kPad / 2.0;
    plot.setWidth(std::max(1.0, width() - left - right));
    l.plot = plot;
    for (PlayerIndex p = 0; p < players; ++p)
        l.endBadges.append(QRectF(plot.right() + 3 + beside[p] * (kEmblem + 1), endY[p] - kEmblem / 2.0, kEmblem, kEmblem));

    // The current action's number under the plot, and the axis numbers that leave it room.
    if (players > 0) {
        const QString label = QString::number(m_current);
        const double w = fm.horizontalAdvance(label) + kPad;
        QRectF box(xOf(m_current, plot) - w / 2, plot.bottom() + 2, w, fm.height());
        box.moveLeft(std::clamp(box.left(), 0.0, width() - w));
        l.currentBadge = box;
    }
    if (n > 0) {
        const double minimum = (fm.horizontalAdvance(QString::number(n)) + 3 * kPad) * n / std::max(1.0, plot.width());
        const int step = niceStep(minimum);
        for (int k = 0; k <= n; k += step) {
            const double tw = fm.horizontalAdvance(QString::number(k));
            const QRectF rect(xOf(k, plot) - tw / 2 - 2, plot.bottom() + 3, tw + 4, fm.height());
            if (l.currentBadge.isNull() || !rect.intersects(l.currentBadge))
                l.axisLabels.append({k, rect});
        }
    }
    return l;
}

double VpChart::xOf(int k, const QRectF &plot) const
{
    // The position after the last action keeps a short stretch of its own before the frame, so that
    // a step at the last action is drawn inside the plot.
    const int n = m_series.actionCount();
    return n == 0 ? plot.left() : plot.left() + (plot.width() - kTail) * k / n;
}

double VpChart::xOf(int k) const { return xOf(k, plotRect()); }

double VpChart::yOf(int vp, const QRectF &plot) const { return plot.bottom() - plot.height() * vp / topVp(); }

int VpChart::actionAt(QPoint point) const
{
    if (m_series.players() == 0)
        return -1;
    const QRectF plot = plotRect();
    const int n = m_series.actionCount();
    const double k = std::round((point.x() - plot.left()) / std::max(1.0, plot.width() - kTail) * n);
    return std::clamp(static_cast<int>(k), 0, n);
}

void VpChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const Layout l = layout();
    const QRectF plot = l.plot;
    const QColor text = palette().color(QPalette::Text);
    QColor faint = text;
    faint.setAlphaF(0.18);
    const int players = m_series.players();
    auto x = [this, &plot](int k) { return xOf(k, plot); };
    auto y = [this, &plot](int vp) { return yOf(vp, plot); };

    // Legend: emblem, line sample and name of each player; the filled house (a palace stands) and,
    // when one fell, the empty house.
    for (const LegendItem &item : l.legend) {
        const double mid = item.rect.center().y();
        const double textX = item.kind == LegendItem::Player ? item.rect.left() + kEmblem + 25 : item.rect.left() + 16;
        if (item.kind == LegendItem::Player) {
            painter.drawPixmap(QPointF(item.rect.left(), mid - kEmblem / 2.0),
                               playerEmblemPixmap(item.player, kEmblem, devicePixelRatioF()));
            painter.setPen(QPen(seatColor(item.player), 2, seatLineStyle(item.player)));
            painter.drawLine(QPointF(item.rect.left() + kEmblem + 3, mid), QPointF(item.rect.left() + kEmblem + 21, mid));
        } else {
            // Filled as the marks of the chart are (in the text's colour: any player's), or empty.
            drawPalaceMark(painter, QPointF(item.rect.left() + 6, mid + 9), text,
                           item.kind == LegendItem::PalaceStands, text);
        }
        painter.setPen(text);
        painter.drawText(QPointF(textX, mid + fm.ascent() / 2.0 - 1), item.text);
    }

    // VP axis: grid lines at round steps, and the VP that win.
    const int top = topVp();
    const int vpStep = niceStep(top * (fm.height() + 2.0) / std::max(1.0, plot.height()));
    for (int vp = 0; vp <= top; vp += vpStep) {
        painter.setPen(QPen(faint, 1));
        painter.drawLine(QPointF(plot.left(), y(vp)), QPointF(plot.right(), y(vp)));
        painter.setPen(text);
        painter.drawText(QRectF(0, y(vp) - fm.height() / 2.0, plot.left() - kPad, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(vp));
    }
    if (players > 0) {
        painter.setPen(QPen(text, 1, Qt::DashLine));
        painter.drawLine(QPointF(plot.left(), y(m_series.goal())), QPointF(plot.right(), y(m_series.goal())));
    }

    // Action axis: round steps that leave room for their numbers and for the current one's badge.
    for (const auto &[k, rect] : l.axisLabels) {
        painter.setPen(QPen(faint, 1));
        painter.drawLine(QPointF(x(k), plot.top()), QPointF(x(k), plot.bottom() + 3));
        painter.setPen(text);
        painter.drawText(rect, Qt::AlignHCenter | Qt::AlignTop, QString::number(k));
    }
    painter.setPen(QPen(text, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);

    // One step line per player, a little apart so that equal VP show every line.
    auto offset = [players](PlayerIndex p) { return (p - (players - 1) / 2.0) * 2.0; };
    for (PlayerIndex p = 0; p < players; ++p) {
        const auto &steps = m_series.steps(p);
        QPolygonF line;
        line.reserve(static_cast<int>(steps.size()) * 2 + 1);
        for (const VpSeries::Step &s : steps) {
            if (!line.isEmpty())
                line << QPointF(x(s.action), line.back().y());
            line << QPointF(x(s.action), y(s.vp) + offset(p));
        }
        line << QPointF(plot.right(), line.back().y());
        QPen pen(seatColor(p), 2, seatLineStyle(p));
        pen.setCapStyle(Qt::FlatCap);
        pen.setJoinStyle(Qt::MiterJoin);
        painter.setPen(pen);
        painter.drawPolyline(line);
    }
    for (const VpSeries::PalaceMoment &m : m_series.palaceMoments())
        drawPalaceMark(painter, QPointF(x(m.action), y(m_series.vp(m.player, m.action)) + offset(m.player)),
                       seatColor(m.player), m.gained, text);

    // The VP that win, said at the right end of its line, over the players' lines: above the line,
    // or under it when the plot is too low to leave room above it.
    if (players > 0) {
        const double yg = y(m_series.goal());
        //: On the VP chart, at the dashed line of the VP a player needs to win (with a palace).
        const QString goal = tr("%1 VP to win").arg(m_series.goal());
        const double labelTop = yg - fm.height() - 1 >= plot.top() ? yg - fm.height() - 1 : yg + 1;
        const double labelWidth = fm.horizontalAdvance(goal) + kPad;
        QColor band = palette().color(QPalette::Base);
        band.setAlphaF(0.8);
        painter.fillRect(QRectF(plot.right() - kPad / 2.0 - labelWidth, labelTop, labelWidth, fm.height()), band);
        painter.setPen(text);
        painter.drawText(QRectF(plot.left() + kPad, labelTop, plot.width() - 2 * kPad, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, goal);
    }

    // Emblems at the end of the lines, side by side where they would cover each other.
    for (PlayerIndex p = 0; p < players && p < l.endBadges.size(); ++p)
        painter.drawPixmap(l.endBadges[p].topLeft(), playerEmblemPixmap(p, kEmblem, devicePixelRatioF()));

    // The current action: a line through the plot, and its number in a badge under it, where no
    // axis number is drawn.
    if (players > 0) {
        const double xc = x(m_current);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawLine(QPointF(xc, plot.top()), QPointF(xc, plot.bottom()));
        painter.fillRect(l.currentBadge, palette().color(QPalette::Highlight));
        painter.setPen(palette().color(QPalette::HighlightedText));
        painter.drawText(l.currentBadge, Qt::AlignCenter, QString::number(m_current));
    }
}

QString VpChart::toolTipAt(QPoint point) const
{
    const int k = actionAt(point);
    if (k < 0)
        return {};
    //: First line of the VP chart's tool tip: the position at the start of the game.
    QStringList lines{k == 0 ? tr("At the start")
                             //: First line of the VP chart's tool tip; %1 is the number of the action.
                             : tr("After action %1").arg(k)};
    for (PlayerIndex p = 0; p < m_series.players(); ++p)
        //: A line of the VP chart's tool tip; %1 the player, %2 their VP.
        lines << tr("%1: %2 VP").arg(text::playerLabel(p, m_names.value(p)), QString::number(m_series.vp(p, k)));
    for (const VpSeries::PalaceMoment &m : m_series.palaceMoments())
        if (m.action == k)
            lines << (m.gained
                          //: VP chart tool tip; %1 the player, who now has a palace (GLOSSARY: palace).
                          ? tr("%1 now has a palace.")
                          //: VP chart tool tip; %1 the player, who lost their last palace.
                          : tr("%1 has no palace any more."))
                         .arg(text::playerLabel(m.player, m_names.value(m.player)));
    return lines.join(QLatin1Char('\n'));
}

bool VpChart::event(QEvent *event)
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

void VpChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void VpChart::retranslateUi()
{
    //: Accessible name of the chart of every player's VP over the game.
    setAccessibleName(tr("VP chart"));
    updateDescription();
    update();
}

} // namespace eko::ui
