// Sentence pane: the whole sentence when it fits on its lines, else cut short with "…".
#include "replay/sentence_pane.h"

#include <QEvent>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace eko::ui {

SentencePane::SentencePane(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setMargin(3);
    fit();
}

void SentencePane::setSentence(const QString &text)
{
    m_sentence = text;
    fit();
}

void SentencePane::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fit();
}

void SentencePane::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fit();
}

namespace {

// The height of a line in `font`, Korean and Chinese included: their glyphs come from fallback
// fonts (Noto Sans CJK) that stand taller than the Latin font's own line spacing.
int lineHeight(const QFont &font)
{
    const QFontMetrics metrics(font);
    QTextLayout sample(QStringLiteral("Ág 한글 漢字"), font);
    sample.beginLayout();
    QTextLine line = sample.createLine();
    line.setLineWidth(10000);
    sample.endLayout();
    return std::max(metrics.lineSpacing(), int(std::ceil(line.height())) + metrics.leading());
}

} // namespace

void SentencePane::fit()
{
    const QFontMetrics metrics = fontMetrics();
    setFixedHeight(lineHeight(font()) * kLines + 2 * margin() + 2);
    const int width = contentsRect().width() - 2 * margin();
    // Lay the sentence out on lines of this width; what the last line cannot hold is cut short.
    QTextLayout layout(m_sentence, font());
    layout.beginLayout();
    QString shown;
    int lines = 0;
    bool cut = false;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max(width, 1));
        if (++lines == kLines) {
            const QString rest = m_sentence.mid(line.textStart());
            const QString elided = metrics.elidedText(rest, Qt::ElideRight, std::max(width, 1));
            cut = elided != rest;
            shown += elided;
            break;
        }
        shown += m_sentence.mid(line.textStart(), line.textLength());
    }
    layout.endLayout();
    setText(shown);
    setToolTip(cut ? m_sentence : QString());
}

} // namespace eko::ui
