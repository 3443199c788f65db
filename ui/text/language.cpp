// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include "format.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTextDocument>
#include <QTranslator>

#include <functional>
#include <vector>
#include <utility>

namespace sudoku::language {

namespace {

const QString languageKey = QStringLiteral("language");
const QString nativeDigitsKey = QStringLiteral("nativeDigits");
const QString lettersKey = QStringLiteral("lettersAboveNine");

QString g_current = QStringLiteral("en");
bool g_nativeDigits = false;
bool g_letters = true; // digits above 9 as letters (read from the settings by install())
// The translators install() put in, taken out again when another language comes.
QList<QTranslator *> g_translators;

// Persian digits ۰–۹ (U+06F0…) and Arabic-Indic ٠–٩ (U+0660…).
constexpr char16_t persianZero = 0x06F0;
constexpr char16_t arabicIndicZero = 0x0660;

} // namespace

void installEnglishPlurals()
{
    auto *plurals = new QTranslator(QCoreApplication::instance());
    if (plurals->load(QStringLiteral(":/i18n/sudoku_en.qm")))
        QCoreApplication::installTranslator(plurals);
    else
        delete plurals;
}

const QList<LanguageInfo> &available()
{
    static const QList<LanguageInfo> languages = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("fa"), QStringLiteral("فارسی")},
        {QStringLiteral("he"), QStringLiteral("עברית")},
        {QStringLiteral("ro"), QStringLiteral("Română")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("es"), QStringLiteral("Español")},
    };
    return languages;
}

bool isAvailable(const QString &code)
{
    for (const LanguageInfo &language : available())
        if (language.code == code)
            return true;
    return false;
}

QString choose(const QString &requested)
{
    if (isAvailable(requested))
        return requested;
    if (const QString chosen = saved(); isAvailable(chosen))
        return chosen;
    // uiLanguages: the system's languages in order of preference ("fa-IR", "he", "en-US").
    for (const QString &name : QLocale::system().uiLanguages()) {
        const QString code = QLocale(name).name().section(QLatin1Char('_'), 0, 0);
        if (isAvailable(code))
            return code;
    }
    return QStringLiteral("en");
}

bool install(QCoreApplication &app, const QString &code)
{
    for (QTranslator *translator : std::as_const(g_translators)) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    g_translators.clear();
    const auto add = [&app](const std::function<bool(QTranslator &)> &load) {
        auto *translator = new QTranslator(&app);
        if (!load(*translator)) {
            delete translator;
            return false;
        }
        QCoreApplication::installTranslator(translator);
        g_translators << translator;
        return true;
    };
    bool loaded = true;
    if (code != QLatin1String("en")) {
        // Qt's own strings (dialog buttons, the file dialog) where Debian ships them; for a
        // language Qt lacks (Romanian), our translation carries the buttons the window shows.
        add([&code](QTranslator &qt) {
            return qt.load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        });
        loaded = add([&code](QTranslator &ours) { return ours.load(QStringLiteral(":/i18n/sudoku_%1.qm").arg(code)); });
        if (!loaded) { // English throughout rather than Qt's buttons in one language and ours in another
            for (QTranslator *translator : std::as_const(g_translators)) {
                QCoreApplication::removeTranslator(translator);
                delete translator;
            }
            g_translators.clear();
        }
    }
    g_current = loaded ? code : QStringLiteral("en");
    // English keeps the system's locale (its dates, numbers and paper: en_GB, or an Italian
    // system without an Italian translation); another language takes its own.
    QLocale::setDefault(g_current == QLatin1String("en") ? QLocale::system() : QLocale(g_current));
    if (auto *gui = qobject_cast<QGuiApplication *>(&app))
        gui->setLayoutDirection(QLocale(g_current).textDirection());
    g_nativeDigits = hasNativeDigits() && QSettings().value(nativeDigitsKey, true).toBool();
    g_letters = QSettings().value(lettersKey, true).toBool();
    return loaded;
}

QString current()
{
    return g_current;
}

QString saved()
{
    return QSettings().value(languageKey).toString();
}

void save(const QString &code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(languageKey);
    else
        settings.setValue(languageKey, code);
}

bool hasNativeDigits()
{
    return g_current == QLatin1String("fa");
}

bool nativeDigits()
{
    return g_nativeDigits;
}

void setNativeDigits(bool on)
{
    g_nativeDigits = on && hasNativeDigits();
    QSettings().setValue(nativeDigitsKey, on);
}

bool isRightToLeft()
{
    return QLocale(g_current).textDirection() == Qt::RightToLeft;
}

QString leftToRight(const QString &text)
{
    // U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE.
    return isRightToLeft() ? QChar(0x2066) + text + QChar(0x2069) : text;
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString isolated(const QString &text)
{
    // U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE; only where directions
    // mix, so that a left-to-right name in a left-to-right sentence stays as it is.
    if (text.isEmpty() || (!isRightToLeft() && !text.isRightToLeft()))
        return text;
    return QChar(0x2068) + text + QChar(0x2069);
}

QString number(qint64 n)
{
    return digits(QString::number(n));
}

QString sudokuDigit(int digit)
{
    if (digit > 9 && g_letters)
        return QString(QLatin1Char(digitSymbol(digit)));
    return number(digit);
}

bool lettersAboveNine()
{
    return g_letters;
}

void setLettersAboveNine(bool letters)
{
    g_letters = letters;
    QSettings().setValue(lettersKey, letters);
}

QString digits(const QString &text)
{
    // The locale writes its own digits (QLocale("fa").toString, %Ln): back to Western ones
    // when the player turned native digits off. A name isolated() keeps its own ("top95.txt").
    QString out = text;
    std::vector<bool> isolates; // open isolates, true for a name's (first-strong)
    int names = 0;
    for (QChar &c : out) {
        if (c.unicode() >= 0x2066 && c.unicode() <= 0x2068) {
            isolates.push_back(c.unicode() == 0x2068);
            names += isolates.back() ? 1 : 0;
            continue;
        }
        if (c.unicode() == 0x2069 && !isolates.empty()) {
            names -= isolates.back() ? 1 : 0;
            isolates.pop_back();
            continue;
        }
        const int value = digitValue(c);
        if (value >= 0 && names == 0)
            c = g_nativeDigits ? QChar(static_cast<char16_t>(persianZero + value)) : QChar(u'0' + value);
    }
    return out;
}

QString shown(const QString &text)
{
    if (text.isEmpty() || !isRightToLeft())
        return digits(text);
    return QChar(0x200F) + digits(text); // U+200F RIGHT-TO-LEFT MARK
}

QString toolTip(const QString &text)
{
    return text.isEmpty() ? text : Qt::convertFromPlainText(shown(text), Qt::WhiteSpaceNormal);
}

int digitValue(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= u'0' && u <= u'9')
        return u - u'0';
    if (u >= persianZero && u <= persianZero + 9)
        return u - persianZero;
    if (u >= arabicIndicZero && u <= arabicIndicZero + 9)
        return u - arabicIndicZero;
    return -1;
}

} // namespace sudoku::language
