// Sentence pane: the whole sentence, as tall as its lines.
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
    setText(text);
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
    const int least = lineHeight(font()) * kLeastLines + 2 * margin() + 2 * frameWidth();
    setFixedHeight(std::max(least, heightForWidth(std::max(width(), 1))));
}

} // namespace eko::ui
