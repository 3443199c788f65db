// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberpad.h"

#include "colourpaint.h"
#include "explain.h"
#include "language.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QPainter>
#include <QStyleOptionButton>
#include <QToolButton>

#include <algorithm>

namespace sudoku {

// A square button with its digit large and the count left small in a corner.
class DigitButton : public QAbstractButton {
    Q_DECLARE_TR_FUNCTIONS(DigitButton)

public:
    DigitButton(int digit, QWidget *parent) : QAbstractButton(parent), m_digit(digit)
    {
        setText(language::sudokuDigit(digit));
        setAccessibleName(tr("Digit %1").arg(language::sudokuDigit(digit)));
        setFocusPolicy(Qt::NoFocus); // keyboard focus stays on the board
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        setMinimumSize(36, 36);
    }

    // While the player enters givens a digit can be there more than nine times: the
    // count shown stops at none.
    void setRemaining(int remaining)
    {
        m_remaining = std::max(0, remaining);
        const QString digit = language::sudokuDigit(m_digit);
        setToolTip(language::digits(m_remaining == 0 ? tr("Place %1: none left").arg(digit)
                                                     : tr("Place %1: %n left", nullptr, m_remaining).arg(digit))
                   + QLatin1Char('\n') + tr("Right-click: show where %1 can go").arg(digit));
        setAccessibleDescription(toolTip());
        update();
    }
    int remaining() const { return m_remaining; }
    // The board shows where this digit can go (View › Filter): the button stays pressed in,
    // edged in the highlight colour.
    void setFiltered(bool filtered)
    {
        m_filtered = filtered;
        update();
    }
    bool isFiltered() const { return m_filtered; }
    // After View › Persian Digits.
    void refreshDigits()
    {
        setText(language::sudokuDigit(m_digit));
        setAccessibleName(tr("Digit %1").arg(language::sudokuDigit(m_digit)));
        setRemaining(m_remaining);
    }
    QSize sizeHint() const override { return {56, 56}; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        QStyleOptionButton option;
        option.initFrom(this);
        option.state |= isDown() || m_filtered ? QStyle::State_Sunken : QStyle::State_Raised;
        style()->drawControl(QStyle::CE_PushButtonBevel, &option, &painter, this);
        if (m_filtered) {
            painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(QRectF(rect()).adjusted(2, 2, -2, -2), 3, 3);
        }

        const QRect area = rect().adjusted(4, 4, -4, -4);
        const int side = qMin(area.width(), area.height());
        QFont font = this->font();
        // Two figures (10–25 as numbers) a little smaller, to fit.
        font.setPixelSize(qMax(10, side * (text().size() > 1 ? 8 : 11) / 20));
        font.setBold(true);
        painter.setFont(font);
        const QPalette::ColorGroup group = isEnabled() ? QPalette::Active : QPalette::Disabled;
        painter.setPen(palette().color(group, QPalette::ButtonText));
        painter.drawText(area, Qt::AlignCenter, text());

        // The count left, small but legible: the button text blended a third into the
        // button colour, in the bottom-right corner.
        font.setBold(false);
        font.setPixelSize(qMax(9, side * 3 / 11));
        painter.setFont(font);
        const QColor text = palette().color(group, QPalette::ButtonText);
        const QColor button = palette().color(group, QPalette::Button);
        painter.setPen(QColor::fromRgbF((2 * text.redF() + button.redF()) / 3, (2 * text.greenF() + button.greenF()) / 3,
                                        (2 * text.blueF() + button.blueF()) / 3));
        painter.drawText(area.adjusted(0, 0, -1, 0), Qt::AlignRight | Qt::AlignBottom, language::number(m_remaining));
    }

private:
    int m_digit;
    int m_remaining = 9;
    bool m_filtered = false;
};

NumberPad::NumberPad(QWidget *parent) : QWidget(parent)
{
    m_layout = new QGridLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(6);
    m_erase = new QToolButton(this);
    m_erase->setText(tr("Erase"));
    m_erase->setToolTip(tr("Clear the selected cell (Delete)"));
    m_pencil = new QToolButton(this);
    m_pencil->setToolTip(tr("Pencil mode: digits toggle pencil marks (Space or N)"));
    m_pencil->setCheckable(true);
    showPencilState(false);
    for (QToolButton *button : {m_erase, m_pencil}) {
        button->setFocusPolicy(Qt::NoFocus);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        button->setMinimumHeight(32);
    }
    // The pens: a row of small buttons under Erase and Pencil.
    m_penRow = new QWidget(this);
    auto *pens = new QHBoxLayout(m_penRow);
    pens->setContentsMargins(0, 0, 0, 0);
    pens->setSpacing(2);
    for (int colour = 0; colour <= ColourCount; ++colour) {
        auto *pen = new QToolButton(m_penRow);
        pen->setObjectName(QStringLiteral("pen%1").arg(colour));
        pen->setCheckable(true);
        pen->setChecked(colour == 0);
        pen->setFocusPolicy(Qt::NoFocus);
        pen->setAutoRaise(true);
        pen->setIconSize(QSize(18, 18));
        pen->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        pen->setToolTip(colour == 0 ? tr("No colour pen: a click selects a cell (Esc, Ctrl+Alt+0)")
                                    : tr("Colour pen: %1, %2. A click paints a candidate, or the cell; so do a "
                                         "digit and Enter (Ctrl+Alt+%3)")
                                          .arg(Explain::colour(colour), Explain::colourShape(colour))
                                          .arg(colour));
        pen->setAccessibleName(colour == 0 ? tr("No colour pen") : tr("%1 pen").arg(Explain::colour(colour)));
        connect(pen, &QToolButton::clicked, this, [this, colour] {
            emit colourPenChosen(colour == m_colourPen ? 0 : colour);
            setColourPen(m_colourPen); // a click on the pen already shown leaves it pressed
        });
        pens->addWidget(pen);
        m_pens.push_back(pen);
    }
    drawPens();
    connect(m_erase, &QToolButton::clicked, this, &NumberPad::eraseClicked);
    connect(m_pencil, &QToolButton::toggled, this, [this](bool on) {
        showPencilState(on);
        emit pencilModeToggled(on);
    });
    setShape(Shape::classic());
}

void NumberPad::setFilteredDigit(int digit)
{
    m_filteredDigit = digit;
    for (DigitButton *button : m_digits)
        button->setFiltered(button == digitButton(digit));
}

void NumberPad::setShape(Shape shape)
{
    if (!m_digits.empty() && shape == m_shape)
        return;
    m_shape = shape;
    for (DigitButton *button : m_digits)
        delete button;
    m_digits.clear();
    // The digits laid out as a box: 3 rows of 3, 4 of 4 for 16×16, 2 rows of 3 for 2x3 boxes.
    const int n = shape.size();
    const int columns = shape.boxColumns;
    for (int digit = 1; digit <= n; ++digit) {
        auto *button = new DigitButton(digit, this);
        if (n > 16)
            button->setMinimumSize(28, 28);
        m_digits.push_back(button);
        m_layout->addWidget(button, (digit - 1) / columns, (digit - 1) % columns);
        connect(button, &QAbstractButton::clicked, this, [this, digit] { emit digitClicked(digit); });
        button->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(button, &QWidget::customContextMenuRequested, this, [this, digit] { emit filterRequested(digit); });
        button->setFiltered(digit == m_filteredDigit);
    }
    // Erase and Pencil share the row below; from four columns up Erase takes half of it, so
    // that its text does not widen the first column of digits alone.
    const int row = (n + columns - 1) / columns;
    const int eraseColumns = columns >= 4 ? columns / 2 : 1;
    m_layout->addWidget(m_erase, row, 0, 1, eraseColumns);
    m_layout->addWidget(m_pencil, row, eraseColumns, 1, std::max(1, columns - eraseColumns));
    m_layout->addWidget(m_penRow, row + 1, 0, 1, columns);
    for (int column = 0; column < m_layout->columnCount(); ++column)
        m_layout->setColumnStretch(column, column < columns ? 1 : 0);
    std::vector<int> remaining(static_cast<std::size_t>(n), n);
    setRemaining(remaining);
}

void NumberPad::setRemaining(const std::vector<int> &remaining)
{
    m_remaining = remaining;
    m_remaining.resize(m_digits.size(), 0);
    for (std::size_t i = 0; i < m_digits.size(); ++i)
        m_digits[i]->setRemaining(m_remaining[i]);
    updateEnabled();
}

void NumberPad::setColourPen(int colour)
{
    m_colourPen = colour;
    for (std::size_t pen = 0; pen < m_pens.size(); ++pen)
        m_pens[pen]->setChecked(static_cast<int>(pen) == colour);
}

void NumberPad::setColoursAvailable(bool available)
{
    m_coloursAvailable = available;
    updateEnabled();
}

void NumberPad::drawPens()
{
    const BoardColors colors = BoardColors::fromPalette(palette());
    for (std::size_t pen = 0; pen < m_pens.size(); ++pen)
        m_pens[pen]->setIcon(colourpaint::penIcon(colors, static_cast<int>(pen), 36));
}

void NumberPad::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        drawPens();
    QWidget::changeEvent(event);
}

QAbstractButton *NumberPad::penButton(int colour) const
{
    return colour >= 0 && colour < static_cast<int>(m_pens.size()) ? m_pens[static_cast<std::size_t>(colour)] : nullptr;
}

void NumberPad::setPencilMode(bool on)
{
    m_pencil->setChecked(on); // emits pencilModeToggled only on a change
}

void NumberPad::showPencilState(bool on)
{
    // A checked tool button differs from an unchecked one by a faint bevel in many styles;
    // the words say which mode is on, and bold draws the eye to it.
    m_pencil->setText(on ? tr("Pencil: On") : tr("Pencil: Off"));
    QFont font = m_pencil->font();
    font.setBold(on);
    m_pencil->setFont(font);
}

void NumberPad::setInputEnabled(bool enabled)
{
    m_inputEnabled = enabled;
    updateEnabled();
}

void NumberPad::setPencilAvailable(bool available)
{
    m_pencilAvailable = available;
    updateEnabled();
}

void NumberPad::updateEnabled()
{
    for (std::size_t i = 0; i < m_digits.size(); ++i)
        m_digits[i]->setEnabled(m_inputEnabled && m_remaining[i] > 0);
    m_erase->setEnabled(m_inputEnabled);
    m_pencil->setEnabled(m_inputEnabled && m_pencilAvailable);
    m_penRow->setEnabled(m_inputEnabled && m_coloursAvailable);
}

void NumberPad::refreshDigits()
{
    for (DigitButton *button : m_digits)
        button->refreshDigits();
}

QAbstractButton *NumberPad::digitButton(int digit) const
{
    return digit >= 1 && digit <= static_cast<int>(m_digits.size()) ? m_digits[static_cast<std::size_t>(digit - 1)]
                                                                     : nullptr;
}

QAbstractButton *NumberPad::eraseButton() const
{
    return m_erase;
}

QAbstractButton *NumberPad::pencilButton() const
{
    return m_pencil;
}

} // namespace sudoku
