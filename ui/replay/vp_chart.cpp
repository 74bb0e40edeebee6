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

VpChart::VpChart(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
    retranslateUi();
}

void VpChart::setGame(const Game &game)
{
    m_series = VpSeries(game);
    m_names.clear();
    for (const std::string &name : game.playerNames())
        m_names << QString::fromStdString(name);
    m_current = std::clamp(m_current, 0, m_series.actionCount());
    update();
}

void VpChart::setCurrentAction(int k)
{
    k = std::clamp(k, 0, m_series.actionCount());
    if (k == m_current)
        return;
    m_current = k;
    update();
}

QSize VpChart::sizeHint() const { return {480, 200}; }

QSize VpChart::minimumSizeHint() const { return {200, 8 * fontMetrics().height()}; }

QRectF VpChart::plotRect() const
{
    const QFontMetrics fm = fontMetrics();
    const double legend = std::max(kEmblem, fm.height()) + kPad;
    const double left = fm.horizontalAdvance(QString::number(topVp())) + 2 * kPad;
    const double right = kEmblem * 2 + kPad;
    const double bottom = fm.height() + kPad;
    return QRectF(left, legend + kPad, std::max(1.0, width() - left - right),
                  std::max(1.0, height() - legend - kPad - bottom - 1));
}

int VpChart::topVp() const { return std::max(m_series.goal(), m_series.highest()) + 1; }

double VpChart::xOf(int k) const
{
    const QRectF plot = plotRect();
    const int n = m_series.actionCount();
    return n == 0 ? plot.left() : plot.left() + plot.width() * k / n;
}

double VpChart::yOf(int vp) const
{
    const QRectF plot = plotRect();
    return plot.bottom() - plot.height() * vp / topVp();
}

int VpChart::actionAt(QPoint point) const
{
    if (m_series.players() == 0)
        return -1;
    const QRectF plot = plotRect();
    const int n = m_series.actionCount();
    const double k = std::round((point.x() - plot.left()) / plot.width() * n);
    return std::clamp(static_cast<int>(k), 0, n);
}

void VpChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const QRectF plot = plotRect();
    const QColor text = palette().color(QPalette::Text);
    QColor faint = text;
    faint.setAlphaF(0.18);
    const int players = m_series.players();
    const int n = m_series.actionCount();

    // Legend: emblem, line sample and name of each player, then the palace mark; only the colours
    // when the names do not fit.
    const double legendY = kPad / 2.0;
    const double legendMid = legendY + std::max(kEmblem, fm.height()) / 2.0;
    QStringList labels;
    double needed = 16 + fm.horizontalAdvance(tr("palace"));
    for (PlayerIndex p = 0; p < players; ++p) {
        labels << text::playerLabel(p, m_names.value(p));
        needed += kEmblem + 25 + fm.horizontalAdvance(labels.back()) + 2 * kPad;
    }
    if (plot.left() + needed > width())
        for (PlayerIndex p = 0; p < players; ++p)
            labels[p] = text::colourTitle(p);
    double x = plot.left();
    for (PlayerIndex p = 0; p < players; ++p) {
        painter.drawPixmap(QPointF(x, legendMid - kEmblem / 2.0), playerEmblemPixmap(p, kEmblem, devicePixelRatioF()));
        x += kEmblem + 3;
        painter.setPen(QPen(seatColor(p), 2, seatLineStyle(p)));
        painter.drawLine(QPointF(x, legendMid), QPointF(x + 18, legendMid));
        x += 22;
        painter.setPen(text);
        painter.drawText(QPointF(x, legendMid + fm.ascent() / 2.0 - 1), labels[p]);
        x += fm.horizontalAdvance(labels[p]) + 2 * kPad;
    }
    if (players > 0) {
        drawPalaceMark(painter, QPointF(x + 6, legendMid + 9), palette().color(QPalette::Mid), true, text);
        x += 16;
        painter.setPen(text);
        //: Legend of the VP chart: the house mark shows when a player's first palace stood (GLOSSARY: palace).
        painter.drawText(QPointF(x, legendMid + fm.ascent() / 2.0 - 1), tr("palace"));
    }

    // VP axis: grid lines at round steps, and the VP that win.
    const int top = topVp();
    const int vpStep = niceStep(top * (fm.height() + 2.0) / std::max(1.0, plot.height()));
    painter.setPen(QPen(faint, 1));
    for (int vp = 0; vp <= top; vp += vpStep) {
        const double y = yOf(vp);
        painter.setPen(QPen(faint, 1));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(text);
        painter.drawText(QRectF(0, y - fm.height() / 2.0, plot.left() - kPad, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(vp));
    }
    if (players > 0) {
        const double y = yOf(m_series.goal());
        painter.setPen(QPen(text, 1, Qt::DashLine));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }

    // Action axis: round steps that leave room for their numbers.
    if (n > 0) {
        const double minimum = (fm.horizontalAdvance(QString::number(n)) + 3 * kPad) * n / plot.width();
        const int step = niceStep(minimum);
        for (int k = 0; k <= n; k += step) {
            const double xk = xOf(k);
            painter.setPen(QPen(faint, 1));
            painter.drawLine(QPointF(xk, plot.top()), QPointF(xk, plot.bottom() + 3));
            painter.setPen(text);
            painter.drawText(QRectF(xk - 40, plot.bottom() + 3, 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop,
                             QString::number(k));
        }
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
            const double xs = xOf(s.action);
            if (!line.isEmpty())
                line << QPointF(xs, line.back().y());
            line << QPointF(xs, yOf(s.vp) + offset(p));
        }
        line << QPointF(xOf(n), line.back().y());
        QPen pen(seatColor(p), 2, seatLineStyle(p));
        pen.setCapStyle(Qt::FlatCap);
        pen.setJoinStyle(Qt::MiterJoin);
        painter.setPen(pen);
        painter.drawPolyline(line);
    }
    for (const VpSeries::PalaceMoment &m : m_series.palaceMoments())
        drawPalaceMark(painter, QPointF(xOf(m.action), yOf(m_series.vp(m.player, m.action)) + offset(m.player)),
                       seatColor(m.player), m.gained, text);

    // The VP that win, said at the right end of its line, over the players' lines: above the line,
    // or under it when the plot is too low to leave room above it.
    if (players > 0) {
        const double y = yOf(m_series.goal());
        //: On the VP chart, at the dashed line of the VP a player needs to win (with a palace).
        const QString goal = tr("%1 VP to win").arg(m_series.goal());
        const double labelTop = y - fm.height() - 1 >= plot.top() ? y - fm.height() - 1 : y + 1;
        const double labelWidth = fm.horizontalAdvance(goal) + kPad;
        QColor band = palette().color(QPalette::Base);
        band.setAlphaF(0.8);
        painter.fillRect(QRectF(plot.right() - kPad / 2.0 - labelWidth, labelTop, labelWidth, fm.height()), band);
        painter.setPen(text);
        painter.drawText(QRectF(plot.left() + kPad, labelTop, plot.width() - 2 * kPad, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, goal);
    }

    // Emblems at the end of the lines, side by side where they would cover each other.
    std::vector<double> placedY;
    for (PlayerIndex p = 0; p < players; ++p) {
        const double y = yOf(m_series.vp(p, n)) + offset(p);
        const int beside = static_cast<int>(
            std::count_if(placedY.begin(), placedY.end(), [y](double other) { return std::abs(other - y) < kEmblem; }));
        placedY.push_back(y);
        painter.drawPixmap(QPointF(plot.right() + 3 + beside * (kEmblem / 2.0 + 1), y - kEmblem / 2.0),
                           playerEmblemPixmap(p, kEmblem, devicePixelRatioF()));
    }

    // The current action.
    if (players > 0) {
        const double xc = xOf(m_current);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawLine(QPointF(xc, plot.top()), QPointF(xc, plot.bottom()));
        // Its number on the action axis, under the plot: nothing drawn inside the plot (the VP that
        // win, the lines) is ever covered.
        const QString label = QString::number(m_current);
        const double w = fm.horizontalAdvance(label) + kPad;
        QRectF box(xc - w / 2, plot.bottom() + 2, w, fm.height());
        box.moveLeft(std::clamp(box.left(), 0.0, width() - w));
        painter.fillRect(box, palette().color(QPalette::Highlight));
        painter.setPen(palette().color(QPalette::HighlightedText));
        painter.drawText(box, Qt::AlignCenter, label);
    }
}

void VpChart::choose(QPoint point)
{
    const int k = actionAt(point);
    if (k < 0 || k == m_lastChosen)
        return;
    m_lastChosen = k;
    emit actionChosen(k);
}

void VpChart::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_lastChosen = -1;
    choose(event->position().toPoint());
}

void VpChart::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        choose(event->position().toPoint());
    else
        QWidget::mouseMoveEvent(event);
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
    //: Accessible description of the VP chart.
    setAccessibleDescription(tr("Victory points of every player after every action; click to go to an action."));
    update();
}

} // namespace eko::ui
