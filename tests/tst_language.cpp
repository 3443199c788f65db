// SPDX-License-Identifier: GPL-3.0-or-later
// The window in each language: right-to-left for Persian and Hebrew with the board kept left
// to right, translated menus and hint text, Persian digits on the board, the pad and in the
// texts, typing Persian digits, and the choice of language (--lang, the setting, the system).
#include "boardwidget.h"
#include "explain.h"
#include "game.h"
#include "gamefile.h"
#include "helpdialog.h"
#include "practicedialog.h"
#include "techniquepages.h"
#include "techniquesdialog.h"
#include "hintsession.h"
#include "howtoplay.h"
#include "language.h"
#include "mainwindow.h"
#include "manualclock.h"
#include "numberpad.h"
#include "playsession.h"
#include "printdialog.h"
#include "testgrids.h"
#include "theme.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QMenu>
#include <QDockWidget>
#include <QApplication>
#include <QKeyEvent>
#include <QMenuBar>
#include <QPushButton>
#include <QStyle>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <map>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>

#include <memory>

using namespace sudoku;

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void windowSpeaksTheLanguage_data();
    void windowSpeaksTheLanguage();
    void howToPlayInEveryLanguage_data();
    void howToPlayInEveryLanguage();
    void techniquePagesInEveryLanguage_data();
    void techniquePagesInEveryLanguage();
    void persianDigits();
    void persianDigitsCanBeTurnedOff();
    void typedDigitsOfEveryScript_data();
    void typedDigitsOfEveryScript();
    void choice();
    void savedGameWithMarksReadsBackInPersian();
    void readErrorsSpeakTheLanguage_data();
    void readErrorsSpeakTheLanguage();
    void quotedTextKeepsItsDigits();
    void cellNamesKeepTheirDigitsInPersian();
    void solverPanelOpensOnTheFarSideInEachDirection();
    void solverPanelFirstOpensOnTheLeftInPersian();
    void sizesReadAsPersianNumbers();
    void buttonsKeepTheirWordsInside_data();
    void buttonsKeepTheirWordsInside();
    void menuAcceleratorsDiffer_data();
    void menuAcceleratorsDiffer();

private:
    void makeWindow();

    test::ManualClock m_clock;
    std::unique_ptr<MainWindow> m_window;
};

void TestLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SudokuStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
}

void TestLanguage::init()
{
    QSettings().clear();
    QFile::remove(Autosave::path());
}

void TestLanguage::cleanup()
{
    m_window.reset();
    QFile::remove(Autosave::path());
    QVERIFY(language::install(*qApp, QStringLiteral("en")));
}

void TestLanguage::makeWindow()
{
    m_window = std::make_unique<MainWindow>(nullptr, m_clock);
    m_window->resize(900, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->play()->loadPuzzle(test::gridFromLine(test::Top95First), QStringLiteral("top95 #1"));
}

void TestLanguage::windowSpeaksTheLanguage_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("rightToLeft");
    QTest::newRow("Persian") << QStringLiteral("fa") << true;
    QTest::newRow("Hebrew") << QStringLiteral("he") << true;
    QTest::newRow("Romanian") << QStringLiteral("ro") << false;
    QTest::newRow("German") << QStringLiteral("de") << false;
    QTest::newRow("French") << QStringLiteral("fr") << false;
    QTest::newRow("Spanish") << QStringLiteral("es") << false;
}

void TestLanguage::howToPlayInEveryLanguage_data()
{
    windowSpeaksTheLanguage_data();
}

// Help › How to Play is whole in every language: each heading and paragraph translated (none
// left in English), shown by the help dialog in the window's direction.
void TestLanguage::howToPlayInEveryLanguage()
{
    QFETCH(QString, code);
    QFETCH(bool, rightToLeft);
    QVERIFY(language::install(*qApp, QStringLiteral("en")));
    const QList<HowToPlay::Section> english = HowToPlay::sections();
    QVERIFY(language::install(*qApp, code));
    const QList<HowToPlay::Section> translated = HowToPlay::sections();
    QCOMPARE(translated.size(), english.size());
    int paragraphs = 0;
    for (qsizetype section = 0; section < english.size(); ++section) {
        QVERIFY2(translated[section].title != english[section].title, qPrintable(english[section].title));
        QCOMPARE(translated[section].paragraphs.size(), english[section].paragraphs.size());
        for (qsizetype p = 0; p < english[section].paragraphs.size(); ++p, ++paragraphs)
            QVERIFY2(translated[section].paragraphs[p] != english[section].paragraphs[p],
                     qPrintable(english[section].paragraphs[p]));
    }
    QVERIFY(paragraphs >= 10);
    makeWindow();
    HelpDialog help(m_window.get());
    QCOMPARE(help.isRightToLeft(), rightToLeft);
    const QString shown = help.browser()->toPlainText();
    QVERIFY(shown.contains(translated.first().title));
    QVERIFY(shown.contains(translated.last().paragraphs.last()));
}

// The languages whose translations have the technique pages' words: all six (a language added
// later shows them in English until it has them).
const QStringList PagesTranslatedIn = {QStringLiteral("ro"), QStringLiteral("fr"), QStringLiteral("es"), QStringLiteral("he"), QStringLiteral("de"), QStringLiteral("fa")};

void TestLanguage::techniquePagesInEveryLanguage_data()
{
    windowSpeaksTheLanguage_data();
}

// Help › Techniques and Game › Practice in every language: the dialogs' headings in the
// language, in the window's direction; every technique's page words translated in the
// languages that have them (PagesTranslatedIn), all or none in the others.
void TestLanguage::techniquePagesInEveryLanguage()
{
    QFETCH(QString, code);
    QFETCH(bool, rightToLeft);
    QVERIFY(language::install(*qApp, QStringLiteral("en")));
    std::vector<TechniquePages::Page> english;
    for (int t = 1; t < TechniqueCount; ++t)
        english.push_back(TechniquePages::page(static_cast<Technique>(t)));
    const QString englishHeading = TechniquesDialog::tr("How to spot it");
    QVERIFY(language::install(*qApp, code));
    // The pages' words come in a language as a whole (tst_translations): all or none.
    const bool wordsTranslated = TechniquePages::page(Technique::FullHouse).what != english.front().what;
    QVERIFY(wordsTranslated || !PagesTranslatedIn.contains(code));
    for (int t = 1; t < TechniqueCount; ++t) {
        const TechniquePages::Page page = TechniquePages::page(static_cast<Technique>(t));
        QVERIFY2((page.what != english[std::size_t(t - 1)].what) == wordsTranslated, qPrintable(english[std::size_t(t - 1)].what));
        QVERIFY2((page.spot != english[std::size_t(t - 1)].spot) == wordsTranslated, qPrintable(english[std::size_t(t - 1)].spot));
    }
    makeWindow();
    m_window->openTechniques(Technique::XWing);
    TechniquesDialog *techniques = m_window->techniquesDialog();
    QCOMPARE(techniques->isRightToLeft(), rightToLeft);
    const QString shown = techniques->text()->toPlainText();
    QVERIFY(!shown.contains(englishHeading));
    // The page's markup survives the language's digits: its title is a heading.
    QCOMPARE(techniques->text()->document()->firstBlock().blockFormat().headingLevel(), 2);
    QVERIFY(shown.contains(TechniquesDialog::tr("How to spot it")));
    QVERIFY(shown.contains(TechniquePages::page(Technique::XWing).spot.left(20)));
    techniques->close();
    test::ManualClock clock;
    PracticeDialog practice(clock, m_window.get());
    QCOMPARE(practice.isRightToLeft(), rightToLeft);
    QVERIFY(practice.windowTitle() != QStringLiteral("Practice"));
}

void TestLanguage::windowSpeaksTheLanguage()
{
    QFETCH(QString, code);
    QFETCH(bool, rightToLeft);
    QVERIFY(language::install(*qApp, code));
    QCOMPARE(language::current(), code);
    QCOMPARE(QLocale().language(), QLocale(code).language());
    makeWindow();

    // The window mirrors; the board does not: r1c1 stays at the top left.
    QCOMPARE(m_window->isRightToLeft(), rightToLeft);
    QCOMPARE(m_window->numberPad()->isRightToLeft(), rightToLeft);
    BoardWidget *board = m_window->board();
    QVERIFY(!board->isRightToLeft());
    QVERIFY(board->cellRect(0).left() < board->cellRect(8).left());

    // Menu titles in the language.
    const QList<QAction *> menus = m_window->menuBar()->actions();
    QVERIFY(menus.size() >= 6);
    const std::pair<int, const char *> titles[] = {{0, "&Game"}, {1, "&Edit"}, {2, "&Solve"}, {3, "&View"}, {4, "Se&ttings"}, {5, "&Help"}};
    for (const auto &[i, title] : titles) {
        const QString translated = QCoreApplication::translate("sudoku::MainWindow", title);
        QVERIFY2(translated != QLatin1String(title), title);
        QCOMPARE(menus[i]->text(), translated);
    }
    // Qt's own dialog buttons too (for Romanian, Qt has none and ours carries them).
    QVERIFY(QCoreApplication::translate("QPlatformTheme", "Cancel") != QLatin1String("Cancel"));

    // A pasted puzzle's source in the window's language, whatever language pasted it.
    QVERIFY(sourceText(pastedSource()) != QLatin1String("Pasted puzzle"));
    QCOMPARE(sourceText(pastedSource() + QLatin1Char('3')),
             QCoreApplication::translate("sudoku::PlaySession", "%1 #%2")
                 .arg(QCoreApplication::translate("sudoku::PlaySession", "Pasted puzzle"))
                 .arg(3));

    // The status line's parts apart: in Persian by its comma, not the middle dot, which reads
    // as the Persian zero (۰) beside Persian digits.
    const QString status = m_window->play()->statusText();
    QVERIFY2(status.contains(code == QLatin1String("fa") ? QChar(0x060C) : QChar(0x00B7)), qPrintable(status));
    if (code == QLatin1String("fa"))
        QVERIFY2(!status.contains(QChar(0x00B7)), qPrintable(status));

    // The nudge of a hint in the language: not the English sentence.
    m_window->actions().hint->trigger();
    HintSession *hints = m_window->play()->hints();
    QTRY_VERIFY(hints->level() == 1 && !hints->isWaiting());
    QCOMPARE(hints->result().kind, HintKind::Step);
    const QString translated = m_window->hintText();
    QCOMPARE(translated, language::shown(Explain::nudge(hints->result().step)));
    QVERIFY(language::install(*qApp, QStringLiteral("en")));
    const QString english = Explain::nudge(hints->result().step);
    QVERIFY(english.startsWith(QStringLiteral("Look for")));
    QVERIFY2(translated != english, qPrintable(translated));
}

void TestLanguage::persianDigits()
{
    QVERIFY(language::install(*qApp, QStringLiteral("fa")));
    QVERIFY(language::hasNativeDigits());
    QVERIFY(language::nativeDigits()); // on by default in Persian
    makeWindow();
    QCOMPARE(language::number(5), QStringLiteral("۵"));
    QCOMPARE(language::digits(QStringLiteral("r4c7 = 3")), QStringLiteral("r۴c۷ = ۳"));
    QCOMPARE(m_window->numberPad()->digitButton(7)->text(), QStringLiteral("۷"));
    QVERIFY(m_window->actions().nativeDigits->isVisible());
    QVERIFY(m_window->actions().nativeDigits->isChecked());
    // The status line counts the clues in Persian digits too.
    QVERIFY2(m_window->statusText().contains(QStringLiteral("۱")) || m_window->statusText().contains(QStringLiteral("۲")),
             qPrintable(m_window->statusText()));
    // And the View menu's numbers above 9: the submenu's title and its Numbers item.
    const QString numbers = m_window->actions().numbersAboveNine->text();
    QVERIFY2(numbers.contains(QStringLiteral("۱۰")) && numbers.contains(QStringLiteral("۲۵")), qPrintable(numbers));
    QVERIFY2(!numbers.contains(QLatin1Char('1')), qPrintable(numbers));
    const QMenu *aboveNine = nullptr;
    for (QObject *holder : m_window->actions().numbersAboveNine->associatedObjects()) {
        if (const auto *menu = qobject_cast<const QMenu *>(holder))
            aboveNine = menu;
    }
    QVERIFY(aboveNine);
    QVERIFY2(aboveNine->title().contains(QStringLiteral("۹")) && !aboveNine->title().contains(QLatin1Char('9')),
             qPrintable(aboveNine->title()));
    // And the print dialog's choices of puzzles a page.
    PrintedPuzzle current;
    current.grid = m_window->play()->game()->puzzle();
    PrintDialog print(current);
    const auto *perPage = print.findChild<QComboBox *>(QStringLiteral("perPage"));
    QVERIFY(perPage);
    for (int i = 0; i < perPage->count(); ++i)
        QCOMPARE(perPage->itemText(i), language::number(perPage->itemData(i).toInt()));
    QCOMPARE(perPage->itemText(perPage->findData(4)), QStringLiteral("۴"));
}

void TestLanguage::persianDigitsCanBeTurnedOff()
{
    QVERIFY(language::install(*qApp, QStringLiteral("fa")));
    makeWindow();
    m_window->actions().nativeDigits->trigger();
    QVERIFY(!language::nativeDigits());
    QCOMPARE(m_window->numberPad()->digitButton(7)->text(), QStringLiteral("7"));
    // Numbers the locale writes in Persian digits come back as Western ones.
    QCOMPARE(language::digits(QLocale().toString(1234)).contains(QStringLiteral("۱")), false);
    QVERIFY(!m_window->statusText().contains(QStringLiteral("۱")));
    QVERIFY(m_window->actions().numbersAboveNine->text().contains(QStringLiteral("10")));
    // Kept for the next start.
    QVERIFY(language::install(*qApp, QStringLiteral("fa")));
    QVERIFY(!language::nativeDigits());
}

void TestLanguage::typedDigitsOfEveryScript_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("digit");
    QTest::newRow("Western 4") << QStringLiteral("4") << 4;
    QTest::newRow("Persian ۴") << QStringLiteral("۴") << 4;
    QTest::newRow("Arabic-Indic ٧") << QStringLiteral("٧") << 7;
}

// A Persian keyboard types ۴: the board takes it as 4, in any language.
void TestLanguage::typedDigitsOfEveryScript()
{
    QFETCH(QString, text);
    QFETCH(int, digit);
    makeWindow();
    BoardWidget *board = m_window->board();
    const Game *game = m_window->play()->game();
    int empty = 0;
    while (game->grid().digit(empty) != 0)
        ++empty;
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->cellRect(empty).center());
    QCOMPARE(board->selectedCell(), empty);
    const int key = text.front().unicode() < 0x80 ? Qt::Key_0 + digit : text.front().unicode();
    QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, text);
    QApplication::sendEvent(board, &press);
    QCOMPARE(game->grid().digit(empty), digit);
}

// --lang wins, then the setting, then the system's language when there is a translation.
void TestLanguage::choice()
{
    QCOMPARE(language::choose(QStringLiteral("he")), QStringLiteral("he"));
    language::save(QStringLiteral("ro"));
    QCOMPARE(language::saved(), QStringLiteral("ro"));
    QCOMPARE(language::choose(), QStringLiteral("ro"));
    QCOMPARE(language::choose(QStringLiteral("de")), QStringLiteral("de"));
    QCOMPARE(language::choose(QStringLiteral("xx")), QStringLiteral("ro")); // unknown: as if not given
    language::save(QString());
    const QString system = language::choose();
    QVERIFY(language::isAvailable(system));
    QVERIFY(!language::isAvailable(QStringLiteral("xx")));
    QCOMPARE(language::available().front().code, QStringLiteral("en"));
}

// A game saved in a right-to-left language keeps the core's cell names in the file: it reads
// back with its pencil marks.
void TestLanguage::savedGameWithMarksReadsBackInPersian()
{
    QVERIFY(language::install(*qApp, QStringLiteral("fa")));
    makeWindow();
    Game *game = m_window->play()->game();
    int empty = 0;
    while (game->grid().digit(empty) != 0)
        ++empty;
    game->togglePencilMark(empty, 5);
    QVERIFY(game->board().candidates[static_cast<std::size_t>(empty)].contains(5));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("persian.sudoku"));
    QString error;
    QVERIFY2(m_window->play()->saveAs(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const GameFileResult read = readGameFile(file.readAll());
    QVERIFY2(read.game.has_value(), qPrintable(read.error));
    QVERIFY(read.game->board.candidates[static_cast<std::size_t>(empty)].contains(5));
}

void TestLanguage::readErrorsSpeakTheLanguage_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("text");
    // The sentence, with %1 for the words quoted from the text or the cell's name, which keep
    // their own direction and digits in every language.
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("kept");

    const QString badCharacter = QStringLiteral("12345678y") + QString(72, QLatin1Char('.'));
    const QString givenTwice = QStringLiteral("9\n2\n1 1 5\n1 1 6\n");
    QTest::newRow("English, a bad character")
        << QStringLiteral("en") << badCharacter
        << QStringLiteral("Line 1, column 9: expected a digit 1-9 or '.', found %1") << QStringLiteral("'y'");
    QTest::newRow("German, a bad character")
        << QStringLiteral("de") << badCharacter
        << QStringLiteral("Zeile 1, Spalte 9: erwartet: eine Ziffer 1-9 oder '.', gefunden: %1")
        << QStringLiteral("'y'");
    QTest::newRow("French, a bad character")
        << QStringLiteral("fr") << badCharacter
        << QStringLiteral("Ligne 1, colonne 9\u00a0: attendu\u00a0: un chiffre 1-9 ou '.', trouvé\u00a0: %1")
        << QStringLiteral("'y'");
    QTest::newRow("Persian, a bad character")
        << QStringLiteral("fa") << badCharacter
        << QStringLiteral("خط 1، ستون 9: انتظار می‌رفت یک رقم 1-9 یا '.'، اما %1 آمده است") << QStringLiteral("'y'");
    QTest::newRow("Hebrew, a cell given twice")
        << QStringLiteral("he") << givenTwice << QStringLiteral("שורה 4, עמודה 1: %1 כבר נתונה בשורה 3")
        << QStringLiteral("r1c1");
    QTest::newRow("Romanian, a cell given twice")
        << QStringLiteral("ro") << givenTwice << QStringLiteral("Linia 4, coloana 1: %1 este deja dată pe linia 3")
        << QStringLiteral("r1c1");
    QTest::newRow("Spanish, a cell given twice")
        << QStringLiteral("es") << givenTwice << QStringLiteral("Línea 4, columna 1: %1 ya está dada en la línea 3")
        << QStringLiteral("r1c1");
}

// What is wrong with a pasted or opened puzzle reads in the window's language, the place in
// the text and the words quoted from it as they are.
void TestLanguage::readErrorsSpeakTheLanguage()
{
    QFETCH(QString, code);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QFETCH(QString, kept);
    QVERIFY(language::install(*qApp, code));
    const OpenedFile opened = OpenedFile::readText(text, QStringLiteral("pasted"));
    QCOMPARE(opened.problem(), expected.arg(language::isolated(kept)));
}

// The solver panel kept on the right in an English session opens on the left in Persian (the
// board's far side there), and the other way round.
void TestLanguage::solverPanelOpensOnTheFarSideInEachDirection()
{
    makeWindow();
    m_window->watchDock()->show();
    QCOMPARE(m_window->dockWidgetArea(m_window->watchDock()), Qt::RightDockWidgetArea);
    QVERIFY(m_window->close());
    m_window.reset();

    QVERIFY(language::install(*qApp, QStringLiteral("fa")));
    makeWindow();
    QVERIFY(m_window->watchDock()->isVisible()); // its visibility is kept, as it was
    QCOMPARE(m_window->dockWidgetArea(m_window->watchDock()), Qt::LeftDockWidgetArea);
    QVERIFY(m_window->close());
    m_window.reset();

    QVERIFY(language::install(*qApp, QStringLiteral("en")));
    makeWindow();
    QCOMPARE(m_window->dockWidgetArea(m_window->watchDock()), Qt::RightDockWidgetArea);
}

// A cell's name keeps its notation in Persian, digits and all ("r۴c۷" read like "۲۴c۷"); the
// digit placed in it is written the Persian way.
void TestLanguage::cellNamesKeepTheirDigitsInPersian()
{
    QVERIFY(language::install(*qApp, QStringLiteral("fa")));
    QVERIFY(language::nativeDigits());
    Step step;
    step.placements = {{33, 3}, {34, 5}};
    const QString shown = language::shown(Explain::outcome(step));
    QVERIFY2(shown.contains(QStringLiteral("r4c7")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("۳")), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("۴")), qPrintable(shown));
    // Joined as Persian lists are.
    QVERIFY2(shown.contains(QStringLiteral("، ")), qPrintable(shown));
}

// With no window state saved yet, Persian opens the panel on its own far side, the left.
void TestLanguage::solverPanelFirstOpensOnTheLeftInPersian()
{
    QVERIFY(language::install(*qApp, QStringLiteral("fa")));
    makeWindow();
    m_window->watchDock()->show();
    QCOMPARE(m_window->dockWidgetArea(m_window->watchDock()), Qt::LeftDockWidgetArea);
}

// The sizes a read error lists are numbers like any other: Persian digits, joined with "،".
void TestLanguage::sizesReadAsPersianNumbers()
{
    QVERIFY(language::install(*qApp, QStringLiteral("fa")));
    const OpenedFile opened = OpenedFile::readText(QStringLiteral("7\n"), QStringLiteral("pasted"));
    const QString shown = language::shown(opened.problem());
    QVERIFY2(shown.contains(QStringLiteral("۴، ۶، ۸")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("۲۵")), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("4")), qPrintable(shown));
}

// Shown in Persian, a read error writes its numbers in Persian digits but quotes the text as
// it stands in the file.
void TestLanguage::quotedTextKeepsItsDigits()
{
    QVERIFY(language::install(*qApp, QStringLiteral("fa")));
    QVERIFY(language::nativeDigits());
    const OpenedFile opened = OpenedFile::readText(QStringLiteral("16\n1\n1 1 17\n"), QStringLiteral("pasted"));
    const QString shown = language::shown(opened.problem());
    QVERIFY2(shown.contains(QStringLiteral("'17'")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("۱-۱۶")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("خط ۳، ستون ۵")), qPrintable(shown));
}

QTEST_MAIN(TestLanguage)
// A button with an icon, as Qt's file dialog has (Open, Cancel), keeps every pixel of its
// words inside its frame in Persian: the last letter of "بازکردن" (Open) reaches left of its
// advance, and the dialog's buttons, sized to the advance, cut it off against their edge.
void TestLanguage::buttonsKeepTheirWordsInside_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("text");
    QTest::newRow("file dialog's Open") << QStringLiteral("QFileDialog") << QStringLiteral("&Open");
    QTest::newRow("file dialog's Cancel") << QStringLiteral("QPlatformTheme") << QStringLiteral("Cancel");
}

void TestLanguage::buttonsKeepTheirWordsInside()
{
    QFETCH(QString, context);
    QFETCH(QString, text);
    QVERIFY(language::install(*qApp, QStringLiteral("fa")));
    theme::apply(theme::Theme::System); // as the program starts
    const QString words = QCoreApplication::translate(context.toLatin1().constData(), text.toLatin1().constData());
    QVERIFY2(words != text, qPrintable(words)); // Qt's own Persian
    QPushButton button(qApp->style()->standardIcon(QStyle::SP_DialogOpenButton), words);
    button.setLayoutDirection(Qt::RightToLeft);
    QPalette palette = button.palette();
    palette.setColor(QPalette::ButtonText, Qt::red);
    button.setPalette(palette);
    button.resize(button.sizeHint());
    const QImage image = button.grab().toImage();
    // Inside the frame: the button less its margin (where Fusion draws the frame and its shade).
    const int margin = button.style()->pixelMetric(QStyle::PM_ButtonMargin, nullptr, &button) / 2;
    const QRect inside = button.rect().adjusted(margin, margin, -margin, -margin);
    int outside = 0;
    for (int x = 0; x < image.width(); ++x) {
        for (int y = 0; y < image.height(); ++y) {
            const QColor pixel = image.pixelColor(x, y);
            const bool ink = pixel.red() > 150 && pixel.green() < 120 && pixel.blue() < 120;
            outside += ink && !inside.contains(x, y) ? 1 : 0;
        }
    }
    QVERIFY2(outside == 0, qPrintable(QStringLiteral("%1: %2 pixels of its words outside its frame (button %3 wide)")
                                          .arg(words).arg(outside).arg(button.width())));
}

namespace {

// The letter after a single & (Alt+letter in a menu bar, the letter alone in an open menu);
// null for none.
QChar acceleratorOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] != QLatin1Char('&'))
            return text[i + 1].toLower();
        ++i; // "&&" is an ampersand
    }
    return {};
}

// Where two entries of one menu (or two menus of the bar) share an accelerator, its key only
// moves between them instead of choosing one: each clash as "menu bar › &Game: "&Save" and
// "&Solve" share s".
void collectAcceleratorClashes(const QString &where, const QList<QAction *> &actions, QStringList &clashes)
{
    std::map<QChar, QString> taken;
    for (QAction *action : actions) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QChar key = acceleratorOf(action->text());
        if (!key.isNull()) {
            const auto [at, fresh] = taken.emplace(key, action->text());
            if (!fresh)
                clashes << QStringLiteral("%1: \"%2\" and \"%3\" share %4").arg(where, at->second, action->text(), key);
        }
        if (QMenu *menu = action->menu())
            collectAcceleratorClashes(where + QStringLiteral(" › ") + action->text(), menu->actions(), clashes);
    }
}

} // namespace

void TestLanguage::menuAcceleratorsDiffer_data()
{
    windowSpeaksTheLanguage_data();
    QTest::newRow("English") << QStringLiteral("en") << false;
}

// Every menu's entries, and the menu bar's menus, have accelerators of their own.
void TestLanguage::menuAcceleratorsDiffer()
{
    QFETCH(QString, code);
    QVERIFY(language::install(*qApp, code));
    makeWindow();
    QStringList clashes;
    collectAcceleratorClashes(QStringLiteral("menu bar"), m_window->menuBar()->actions(), clashes);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

#include "tst_language.moc"
