// SPDX-License-Identifier: GPL-3.0-or-later
#include "theme.h"

#include "boardcolors.h"

#include <QApplication>
#include <QIcon>
#include <QPainter>
#include <QPainterPath>
#include <QProxyStyle>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace sudoku::theme {

namespace {

const QString themeKey = QStringLiteral("theme");

struct SystemLook {
    QString style;
    QPalette palette;
};

// What the program started with, before any theme of ours.
const SystemLook &systemLook()
{
    static const SystemLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

Theme g_current = Theme::System;

// The style of every theme, over the system's or Fusion:
// - with `edged` (Light and Dark, on Fusion), the edges of check boxes and radio buttons drawn
//   to stand 3:1 from the window (controlEdge): Fusion's own, a shade of the window, measured
//   1.1:1 on Dark and 2:1 on Light;
// - right to left, a push button with an icon and words has them centred together, the words
//   against the icon: Qt 6.4 asks for them at the right of their space but its text drawing
//   mirrors that to the left, so in Persian the words left the icon and ran into the button's
//   edge (Qt's file dialog's Open and Cancel, cut off).
class Style : public QProxyStyle {
public:
    Style(QStyle *base, bool edged) : QProxyStyle(base), m_edged(edged) {}

    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget) const override
    {
        const auto *button = qstyleoption_cast<const QStyleOptionButton *>(option);
        if (element != CE_PushButtonLabel || !button || button->direction != Qt::RightToLeft || button->icon.isNull()
            || button->text.isEmpty()) {
            QProxyStyle::drawControl(element, option, painter, widget);
            return;
        }
        // As Qt lays the label out (qcommonstyle.cpp), with the words aligned right for good.
        const bool enabled = button->state & State_Enabled;
        const QIcon::Mode mode = !enabled ? QIcon::Disabled
                                : button->state & State_HasFocus ? QIcon::Active
                                                                 : QIcon::Normal;
        const QIcon::State state = button->state & State_On ? QIcon::On : QIcon::Off;
        const QPixmap pixmap = button->icon.pixmap(button->iconSize, painter->device()->devicePixelRatio(), mode, state);
        const QSize icon = pixmap.deviceIndependentSize().toSize();
        int flags = Qt::AlignVCenter | Qt::AlignRight | Qt::AlignAbsolute | Qt::TextShowMnemonic;
        if (!proxy()->styleHint(SH_UnderlineShortcut, button, widget))
            flags |= Qt::TextHideMnemonic;
        constexpr int IconSpacing = 4; // as QPushButton::sizeHint counts it
        QRect textRect = button->rect;
        const int labelWidth =
            icon.width() + IconSpacing + button->fontMetrics.boundingRect(textRect, flags, button->text).width();
        QRect iconRect(textRect.x() + (textRect.width() - labelWidth) / 2,
                       textRect.y() + (textRect.height() - icon.height()) / 2, icon.width(), icon.height());
        iconRect = visualRect(Qt::RightToLeft, textRect, iconRect);
        textRect.setRight(iconRect.left() - IconSpacing);
        painter->drawPixmap(iconRect, pixmap);
        proxy()->drawItemText(painter, textRect, flags, button->palette, enabled, button->text, QPalette::ButtonText);
    }

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        const bool box = element == PE_IndicatorCheckBox;
        if (!m_edged || (!box && element != PE_IndicatorRadioButton))
            return;
        // A keyboard focus keeps Fusion's highlighted edge.
        if (option->state & State_HasFocus && option->state & State_KeyboardFocusChange)
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(controlEdge(option->palette));
        painter->setBrush(Qt::NoBrush);
        if (box) {
            // Where Fusion draws its edge: half a pixel in, one less wide and high.
            painter->translate(0.5, 0.5);
            painter->drawRect(option->rect.adjusted(0, 0, -1, -1));
        } else {
            const QPointF centre = QRectF(option->rect).center() + QPointF(0.5, 0.5);
            const qreal radius = (option->rect.width() + (option->rect.width() + 1) % 2) / 2.0 - 1;
            // A little thicker than a pixel: an anti-aliased circle a pixel wide covers few
            // pixels fully, and the rest fade into the window.
            painter->setPen(QPen(controlEdge(option->palette), 1.5));
            painter->drawEllipse(centre, radius - 0.25, radius - 0.25);
        }
        painter->restore();
    }

private:
    bool m_edged;
};

// Every role of both groups, and the disabled group dimmed: a palette of a few roles would
// leave Qt's defaults (light) in the rest.
QPalette makePalette(const QColor &window, const QColor &base, const QColor &alternateBase, const QColor &text,
                     const QColor &button, const QColor &highlight, const QColor &link, const QColor &disabledText)
{
    QPalette palette(button, window);
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const bool disabled = group == QPalette::Disabled;
        palette.setColor(group, QPalette::Window, window);
        palette.setColor(group, QPalette::WindowText, disabled ? disabledText : text);
        palette.setColor(group, QPalette::Base, disabled ? window : base);
        palette.setColor(group, QPalette::AlternateBase, alternateBase);
        palette.setColor(group, QPalette::Text, disabled ? disabledText : text);
        palette.setColor(group, QPalette::Button, button);
        palette.setColor(group, QPalette::ButtonText, disabled ? disabledText : text);
        palette.setColor(group, QPalette::BrightText, Qt::red);
        palette.setColor(group, QPalette::Highlight, disabled ? alternateBase : highlight);
        palette.setColor(group, QPalette::HighlightedText, Qt::white);
        palette.setColor(group, QPalette::ToolTipBase, base);
        palette.setColor(group, QPalette::ToolTipText, text);
        palette.setColor(group, QPalette::PlaceholderText, disabledText);
        palette.setColor(group, QPalette::Link, link);
        palette.setColor(group, QPalette::LinkVisited, link.darker(120));
    }
    return palette;
}

} // namespace

QPalette lightPalette()
{
    QPalette palette = makePalette(QColor(239, 239, 239), Qt::white, QColor(247, 247, 247), Qt::black,
                                   QColor(239, 239, 239), QColor(48, 140, 198), QColor(0, 102, 204),
                                   QColor(120, 120, 120));
    palette.setColor(QPalette::Mid, QColor(160, 160, 160));
    return palette;
}

QPalette darkPalette()
{
    QPalette palette = makePalette(QColor(45, 45, 48), QColor(30, 30, 32), QColor(55, 55, 60),
                                   QColor(230, 230, 230), QColor(60, 60, 64), QColor(42, 130, 218),
                                   QColor(110, 180, 255), QColor(135, 135, 135));
    palette.setColor(QPalette::Mid, QColor(95, 95, 100));
    palette.setColor(QPalette::Dark, QColor(20, 20, 22));
    palette.setColor(QPalette::Shadow, QColor(10, 10, 10));
    palette.setColor(QPalette::Light, QColor(80, 80, 86));
    palette.setColor(QPalette::Midlight, QColor(70, 70, 75));
    return palette;
}

void apply(Theme theme)
{
    const SystemLook &system = systemLook();
    g_current = theme;
    if (theme == Theme::System) {
        QApplication::setStyle(new Style(QStyleFactory::create(system.style), false));
        QApplication::setPalette(system.palette);
        return;
    }
    QApplication::setStyle(new Style(QStyleFactory::create(QStringLiteral("Fusion")), true));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette() : lightPalette());
}

Theme current()
{
    return g_current;
}

Theme saved()
{
    const QString name = QSettings().value(themeKey).toString();
    if (name == QLatin1String("dark"))
        return Theme::Dark;
    if (name == QLatin1String("light"))
        return Theme::Light;
    return Theme::System;
}

void save(Theme theme)
{
    QSettings settings;
    switch (theme) {
    case Theme::System:
        settings.remove(themeKey);
        break;
    case Theme::Light:
        settings.setValue(themeKey, QStringLiteral("light"));
        break;
    case Theme::Dark:
        settings.setValue(themeKey, QStringLiteral("dark"));
        break;
    }
}

} // namespace sudoku::theme
