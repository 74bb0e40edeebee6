// The players table's legend: reads the model's legend text whenever headers or the game change.
#include "window/players_legend.h"

#include "model/players_model.h"

#include <QResizeEvent>

namespace eko::ui {

PlayersLegend::PlayersLegend(PlayersModel *players, QWidget *parent)
    : QLabel(parent)
    , m_players(players)
{
    setObjectName(QStringLiteral("playersLegend"));
    setTextFormat(Qt::RichText);
    setWordWrap(true);
    setForegroundRole(QPalette::PlaceholderText);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    setFont(small);
    connect(players, &QAbstractItemModel::headerDataChanged, this, &PlayersLegend::refresh);
    connect(players, &QAbstractItemModel::modelReset, this, &PlayersLegend::refresh);
    refresh();
}

void PlayersLegend::refresh()
{
    setText(m_players->legend());
    updateRoom();
}

void PlayersLegend::updateRoom()
{
    // Worked out here, never while painting: QLabel::heightForWidth() lays its text out again, which
    // asks for another paint.
    m_hasRoom = height() >= heightForWidth(width());
}

QSize PlayersLegend::sizeHint() const
{
    const QSize hint = QLabel::sizeHint();
    return {hint.width(), heightForWidth(width() > 0 ? width() : hint.width())};
}

void PlayersLegend::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateGeometry(); // its lines, at the new width
    updateRoom();
}

void PlayersLegend::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateRoom();
}

void PlayersLegend::paintEvent(QPaintEvent *event)
{
    if (m_hasRoom)
        QLabel::paintEvent(event);
}

} // namespace eko::ui
