// The view of the board: zoom (Ctrl+wheel, Ctrl+plus/minus, Ctrl+0 fits), panning, and keyboard play
// (arrow keys or W E A D Z X move the focus ring over the spaces, Enter or Space clicks, Escape).
#pragma once

#include "board/board_scene.h"

#include <QGraphicsView>
#include <QPoint>

namespace eko::ui {

class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(BoardScene *scene, QWidget *parent = nullptr);

    BoardScene *boardScene() const { return m_scene; }
    // Zoom relative to fitting the whole board in the window (1 = fit).
    qreal zoom() const;
    // The user zoomed since the last fit: resizing keeps the scale instead of fitting again.
    bool userZoomed() const { return m_userZoomed; }

    static constexpr qreal kZoomStep = 1.25;
    static constexpr qreal kMinZoom = 0.5;
    static constexpr qreal kMaxZoom = 8.0;

public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    // Zoom relative to fit (clamped to kMinZoom..kMaxZoom), keeping the viewport centre in place.
    void setZoom(qreal zoom);
    // The editor: the board's area grew or shrank (`rect`, what fitting fits from now on), and the
    // view keeps its scale and what lies under every point, the pointer's too, as a map editor does:
    // the view's area covers `rect` and what is in sight. Fit to Window fits `rect` again.
    void keepViewOver(const QRectF &rect);

signals:
    // Escape: the window clears the selection (GameModel::clearSelection).
    void escapePressed();
    void zoomChanged(qreal zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void changeEvent(QEvent *event) override;

private:
    qreal fitScale() const;
    // Scales to `zoom` × fit, keeping the scene point under `anchor` (viewport coordinates) still.
    void zoomAround(qreal zoom, QPoint anchor);
    void updateDragMode();
    void retranslateUi();
    void revealFocus();

    BoardScene *m_scene;
    QRectF m_fitRect; // keepViewOver(): what fitting fits (else the scene's rect)
    bool m_userZoomed = false;
    bool m_panning = false;
    QPoint m_panLast;
};

} // namespace eko::ui
