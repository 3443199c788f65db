// SPDX-License-Identifier: GPL-3.0-or-later
#include "hintpanel.h"

#include "explain.h"
#include "hintsession.h"
#include "language.h"
#include "playsession.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTextOption>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace sudoku {
namespace {

// Up to a board this high (that of a window of the usual 900×720, and somewhat more) the
// explanation keeps the font's own size.
constexpr int UsualBoardSide = 720;

QPushButton *panelButton(const QString &text, const char *name, const QString &toolTip)
{
    auto *button = new QPushButton(text);
    button->setObjectName(QLatin1String(name));
    button->setToolTip(toolTip);
    button->setFocusPolicy(Qt::NoFocus);
    return button;
}

// A row of widgets side by side, the first one stretching when asked.
QWidget *row(const char *name, std::initializer_list<QWidget *> widgets, int firstStretch = 0)
{
    auto *row = new QWidget;
    row->setObjectName(QLatin1String(name));
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    int stretch = firstStretch;
    for (QWidget *widget : widgets) {
        layout->addWidget(widget, stretch);
        stretch = 0;
    }
    return row;
}

} // namespace

HintPanel::HintPanel(PlaySession *play, QWidget *parent) : QWidget(parent), m_play(play)
{
    HintSession *hints = play->hints();
    m_hint = panelButton(tr("Hint"), "hintButton", tr("First where to look, then why, then apply it (H)"));
    m_step = panelButton(tr("Step"), "stepButton", tr("Apply the next logical step and explain it (S)"));
    connect(m_hint, &QPushButton::clicked, hints, &HintSession::hint);
    connect(m_step, &QPushButton::clicked, hints, &HintSession::step);

    // While a hint takes long: a busy bar and the way out.
    auto *busy = new QProgressBar;
    busy->setRange(0, 0); // no telling how long a search takes
    busy->setTextVisible(false);
    busy->setAccessibleName(tr("Thinking"));
    auto *cancel = panelButton(tr("Cancel"), "cancelHintButton", tr("Stop looking for the hint (Esc)"));
    connect(cancel, &QPushButton::clicked, hints, &HintSession::cancel);
    m_thinkingRow = row("thinking", {busy, cancel}, 1);
    m_thinkingRow->hide();

    // A chain's explanation can run long: the text scrolls in the column beside the board.
    // Each line of a forcing step's branch is a paragraph of its own; the pointer on a
    // numbered line, or a click on it, makes its links stand out on the board.
    m_text = new QPlainTextEdit;
    m_text->setObjectName(QStringLiteral("hintText"));
    m_text->setReadOnly(true);
    m_text->setAccessibleName(tr("Hint"));
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_text->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setFocusPolicy(Qt::NoFocus);
    m_text->document()->setDocumentMargin(6);
    m_text->setMinimumHeight(5 * m_text->fontMetrics().lineSpacing());
    m_text->viewport()->setMouseTracking(true);
    m_text->viewport()->installEventFilter(this);

    // A forcing step's branches, one at a time.
    m_previousBranch = panelButton(tr("◀ Previous"), "previousBranchButton",
                                   tr("The previous branch of the forcing chain (Page Up)"));
    m_nextBranch = panelButton(tr("Next ▶"), "nextBranchButton", tr("The next branch of the forcing chain (Page Down)"));
    connect(m_previousBranch, &QPushButton::clicked, hints, &HintSession::previousBranch);
    connect(m_nextBranch, &QPushButton::clicked, hints, &HintSession::nextBranch);
    m_branchRow = row("branches", {m_previousBranch, m_nextBranch});
    m_branchRow->hide();

    // Chains in words, or as HoDoKu's and Sudoku Explainer's users write them.
    m_eureka = new QCheckBox(tr("Chains in &Eureka notation"));
    m_eureka->setObjectName(QStringLiteral("eurekaNotation"));
    m_eureka->setToolTip(tr("Write chains as (4)r7c8=(4)r78c9-(4)r6c9…: '=' a strong link, '-' a weak one"));
    m_eureka->setFocusPolicy(Qt::NoFocus);
    m_eureka->setChecked(play->eurekaNotation());
    connect(m_eureka, &QCheckBox::toggled, play, &PlaySession::setEurekaNotation);

    // The technique the hint names, linked to its page in Help › Techniques.
    m_about = new QLabel;
    m_about->setObjectName(QStringLiteral("aboutTechnique"));
    m_about->setTextFormat(Qt::RichText);
    m_about->setWordWrap(true);
    m_about->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_about->hide();
    connect(m_about, &QLabel::linkActivated, this, [this] {
        if (m_aboutTechnique != Technique::None)
            emit techniqueRequested(m_aboutTechnique);
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(row("hintButtons", {m_hint, m_step}));
    layout->addWidget(m_thinkingRow);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_about);
    layout->addWidget(m_branchRow);
    layout->addWidget(m_eureka);

    connect(play, &PlaySession::changed, this, &HintPanel::refresh);
    refresh();
}

QString HintPanel::text() const
{
    return m_shown;
}

int HintPanel::lineNumberOf(const QString &paragraph)
{
    // "12. from 4, 3: r7c2 is 3 (...)": a line of the step's own chain starts with its number
    // and a full stop; an inner step's lines are indented, the other paragraphs are words.
    qsizetype at = 0;
    while (at < paragraph.size() && paragraph[at].category() == QChar::Other_Format)
        ++at;
    int number = 0;
    qsizetype digits = 0;
    for (; at < paragraph.size() && paragraph[at].isDigit(); ++at, ++digits)
        number = number * 10 + paragraph[at].digitValue();
    return digits > 0 && digits < 4 && at < paragraph.size() && paragraph[at] == QLatin1Char('.') ? number : 0;
}

int HintPanel::lineAt(QPoint position) const
{
    const QTextBlock block = m_text->cursorForPosition(position).block();
    QTextCursor last(block);
    last.movePosition(QTextCursor::EndOfBlock);
    const int top = m_text->cursorRect(QTextCursor(block)).top();
    const int bottom = m_text->cursorRect(last).bottom();
    return position.y() >= top && position.y() <= bottom ? lineNumberOf(block.text()) : 0;
}

void HintPanel::setEmphasisedLine(int line)
{
    if (line == m_emphasisedLine)
        return;
    m_emphasisedLine = line;
    QList<QTextEdit::ExtraSelection> selections;
    for (QTextBlock block = m_text->document()->begin(); line > 0 && block.isValid(); block = block.next()) {
        if (lineNumberOf(block.text()) != line)
            continue;
        QTextEdit::ExtraSelection selection;
        // The line alone: BlockUnderCursor would take the line before's paragraph end too.
        selection.cursor = QTextCursor(block);
        selection.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        // A third of the selection's colour over the text's background: the text stays
        // readable on it in light and dark themes alike.
        const QColor base = m_text->palette().color(QPalette::Base);
        const QColor mark = m_text->palette().color(QPalette::Highlight);
        selection.format.setBackground(QColor::fromRgbF(base.redF() + (mark.redF() - base.redF()) * 0.35f,
                                                        base.greenF() + (mark.greenF() - base.greenF()) * 0.35f,
                                                        base.blueF() + (mark.blueF() - base.blueF()) * 0.35f));
        selection.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections << selection;
        // Scrolled into sight when the board asks for it.
        QTextCursor end(block);
        end.movePosition(QTextCursor::EndOfBlock);
        if (!m_text->viewport()->rect().contains(m_text->cursorRect(QTextCursor(block)))
            || !m_text->viewport()->rect().contains(m_text->cursorRect(end))) {
            m_text->setTextCursor(end);
            m_text->ensureCursorVisible();
            m_text->setTextCursor(QTextCursor(block));
            m_text->ensureCursorVisible();
        }
    }
    m_text->setExtraSelections(selections);
}

bool HintPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_text->viewport()) {
        if (event->type() == QEvent::MouseMove) {
            const int line = lineAt(static_cast<QMouseEvent *>(event)->position().toPoint());
            const int shown = line != 0 ? line : m_selectedLine;
            if (shown != m_emphasisedLine) {
                setEmphasisedLine(shown);
                emit lineEmphasised(shown);
            }
        } else if (event->type() == QEvent::MouseButtonRelease) {
            const QPoint position = static_cast<QMouseEvent *>(event)->position().toPoint();
            if (!m_text->textCursor().hasSelection())
                toggleFold(m_text->cursorForPosition(position).block());
            // A click keeps a line's links standing out; another click on it lets them go.
            const int line = lineAt(position);
            if (line != 0 && !m_text->textCursor().hasSelection()) {
                m_selectedLine = line == m_selectedLine ? 0 : line;
                setEmphasisedLine(line);
                emit lineEmphasised(line);
            }
        } else if (event->type() == QEvent::Leave && m_emphasisedLine != m_selectedLine) {
            setEmphasisedLine(m_selectedLine);
            emit lineEmphasised(m_selectedLine);
        }
    }
    return QWidget::eventFilter(watched, event);
}

namespace {

// How deep a paragraph of the text is: its indent, four spaces a level (Explain::lines).
int depthOf(const QTextBlock &block)
{
    const QString text = block.text();
    qsizetype spaces = 0;
    while (spaces < text.size() && text[spaces] == QLatin1Char(' '))
        ++spaces;
    return static_cast<int>(spaces / 4);
}

// What ends a line whose deeper lines are folded away, or shown.
const QString Folded = QStringLiteral(" \u25B8");
const QString Unfolded = QStringLiteral(" \u25BE");

} // namespace

void HintPanel::foldInnerLines()
{
    // Each line an inner step hangs under (a nested chain's inner chain, a step applied on the
    // way) shows only itself and a ▸; a click on it shows the next level.
    for (QTextBlock block = m_text->document()->begin(); block.isValid(); block = block.next()) {
        const QTextBlock next = block.next();
        if (!next.isValid() || depthOf(next) <= depthOf(block))
            continue;
        QTextCursor end(block);
        end.movePosition(QTextCursor::EndOfBlock);
        end.insertText(Folded);
        for (QTextBlock inner = next; inner.isValid() && depthOf(inner) > depthOf(block); inner = inner.next())
            inner.setVisible(false);
    }
    m_text->document()->markContentsDirty(0, m_text->document()->characterCount());
}

bool HintPanel::toggleFold(const QTextBlock &block)
{
    const QTextBlock next = block.next();
    if (!block.isValid() || !next.isValid() || depthOf(next) <= depthOf(block))
        return false;
    const bool opening = !next.isVisible();
    const int depth = depthOf(block);
    for (QTextBlock inner = next; inner.isValid() && depthOf(inner) > depth; inner = inner.next()) {
        // Opening shows the next level, whose own inner lines stay folded; closing hides all.
        if (!opening) {
            inner.setVisible(false);
            if (inner.text().endsWith(Unfolded)) {
                QTextCursor mark(inner);
                mark.movePosition(QTextCursor::EndOfBlock);
                mark.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, static_cast<int>(Unfolded.size()));
                mark.insertText(Folded);
            }
        } else if (depthOf(inner) == depth + 1) {
            inner.setVisible(true);
        }
    }
    QTextCursor mark(block);
    mark.movePosition(QTextCursor::EndOfBlock);
    mark.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, static_cast<int>(Folded.size()));
    mark.insertText(opening ? Unfolded : Folded);
    m_text->document()->markContentsDirty(block.position(), m_text->document()->characterCount() - block.position());
    m_text->viewport()->update();
    return true;
}

bool HintPanel::unfold(int line)
{
    for (QTextBlock block = m_text->document()->begin(); block.isValid(); block = block.next()) {
        if (lineNumberOf(block.text()) == line && depthOf(block) == 0)
            return block.next().isValid() && !block.next().isVisible() && toggleFold(block);
    }
    return false;
}

QString HintPanel::shownText() const
{
    QStringList shown;
    for (QTextBlock block = m_text->document()->begin(); block.isValid(); block = block.next()) {
        if (block.isVisible())
            shown << block.text();
    }
    return shown.join(QLatin1Char('\n'));
}

void HintPanel::fitTextToBoard(int boardSide)
{
    const QFont own = font();
    const qreal scale = std::max(1.0, qreal(boardSide) / UsualBoardSide);
    QFont text = own;
    if (own.pointSizeF() > 0)
        text.setPointSizeF(own.pointSizeF() * scale);
    else
        text.setPixelSize(qRound(own.pixelSize() * scale));
    m_text->setFont(text); // the same font again changes nothing
}

int HintPanel::textWidth(int characters) const
{
    return m_text->fontMetrics().averageCharWidth() * characters;
}

void HintPanel::refresh()
{
    const PlayActions state = m_play->actions();
    m_hint->setEnabled(state.canHint);
    m_step->setEnabled(state.canHint);
    m_hint->setText(state.hintButton);
    m_thinkingRow->setVisible(state.thinking);
    m_branchRow->setVisible(state.showsBranches);
    m_previousBranch->setEnabled(state.hasPreviousBranch);
    m_nextBranch->setEnabled(state.hasNextBranch);
    const QString text = language::shown(m_play->hintText());
    if (text != m_shown) {
        m_shown = text;
        // Every paragraph in the window's direction, as the label before it: a line that
        // starts with a cell's name still reads from the right in Persian and Hebrew.
        QTextOption option = m_text->document()->defaultTextOption();
        option.setTextDirection(layoutDirection());
        option.setAlignment(Qt::AlignLeft);
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        m_text->document()->setDefaultTextOption(option);
        m_text->setPlainText(text);
        foldInnerLines();
        m_selectedLine = 0;
        m_emphasisedLine = -1;
        setEmphasisedLine(0);
        emit lineEmphasised(0);
    }
    m_text->setEnabled(!m_play->hints()->text().isEmpty());
    const Technique named = m_play->hints()->shownTechnique();
    if (named != m_aboutTechnique) {
        m_aboutTechnique = named;
        if (named != Technique::None) {
            const QString link = tr("What is %1?").arg(Explain::techniqueWithArticle(named));
            m_about->setText(QStringLiteral("<a href=\"technique:%1\">%2</a>")
                                 .arg(QString::fromLatin1(techniqueName(named)), language::shown(link).toHtmlEscaped()));
            m_about->setToolTip(tr("Open its page in Help › Techniques"));
        }
        m_about->setVisible(named != Technique::None);
    }
}

} // namespace sudoku
