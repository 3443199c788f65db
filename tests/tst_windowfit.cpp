// SPDX-License-Identifier: GPL-3.0-or-later
// The window on a screen of a given size (the offscreen platform's screen, set per CTest entry
// from tests/data/screens/): on every board size, without and with the solver panel, the window
// stays inside the screen's available area, the status bar and the clock are visible, nothing
// of the board's column or of the panel is cut off, and the board keeps at least 70 % of the
// side it has without the panel.
#include "boardwidget.h"
#include "hintpanel.h"
#include "mainwindow.h"
#include "manualclock.h"
#include "numberpad.h"
#include "playsession.h"
#include "playsettings.h"
#include "watchpanel.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QLayout>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtTest>

#include <memory>

using namespace sudoku;

namespace {

QString shapeName(Shape shape)
{
    const int n = shape.boxRows * shape.boxColumns;
    return QStringLiteral("%1x%1 (%2x%3)").arg(n).arg(shape.boxRows).arg(shape.boxColumns);
}

// A widget's rectangle in the window's coordinates.
QRect inWindow(const QWidget *widget, const QWidget *window)
{
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

} // namespace

class TestWindowFit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void fits_data();
    void fits();

private:
    test::ManualClock m_clock;
};

void TestWindowFit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SudokuStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_windowfit"));
    const QScreen *screen = QGuiApplication::primaryScreen();
    qInfo("screen %dx%d, available %dx%d", screen->geometry().width(), screen->geometry().height(),
          screen->availableGeometry().width(), screen->availableGeometry().height());
}

void TestWindowFit::fits_data()
{
    QTest::addColumn<Shape>("shape");
    for (const Shape shape : PlaySettings::playableShapes())
        QTest::newRow(qPrintable(shapeName(shape))) << shape;
}

void TestWindowFit::fits()
{
    QFETCH(Shape, shape);
    QSettings().clear();
    QFile::remove(Autosave::path());
    MainWindow window(nullptr, m_clock);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Grid puzzle(shape);
    puzzle.setGiven(0, 1);
    window.play()->loadPuzzle(puzzle, QStringLiteral("layout"));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();

    const QRect available = window.screen()->availableGeometry();
    const auto checkFits = [&](const char *when) {
        const QString where = QStringLiteral("%1, %2: ").arg(shapeName(shape), QLatin1String(when));
        const auto fail = [&](const QString &what) { return qPrintable(where + what); };
        QVERIFY2(available.contains(window.frameGeometry()),
                 fail(QStringLiteral("window %1,%2 %3x%4 outside the screen's %5x%6")
                          .arg(window.frameGeometry().x()).arg(window.frameGeometry().y())
                          .arg(window.frameGeometry().width()).arg(window.frameGeometry().height())
                          .arg(available.width()).arg(available.height())));
        QVERIFY2(window.statusBar()->isVisible() && window.rect().contains(inWindow(window.statusBar(), &window)),
                 fail(QStringLiteral("status bar out of sight")));
        const BoardWidget *board = window.board();
        QVERIFY2(board->width() == board->height() && board->width() >= board->minimumSizeHint().width(),
                 fail(QStringLiteral("board %1x%2").arg(board->width()).arg(board->height())));
        const QWidget *central = window.centralWidget();
        QVERIFY2(central->rect().contains(inWindow(board, central)), fail(QStringLiteral("board cut off")));
        const NumberPad *pad = window.numberPad();
        QVERIFY2(central->rect().contains(inWindow(pad, central)), fail(QStringLiteral("number pad cut off")));
        QVERIFY2(pad->height() >= pad->minimumSizeHint().height(), fail(QStringLiteral("number pad squeezed")));
        const QWidget *hints = window.findChild<HintPanel *>();
        QVERIFY(hints);
        QVERIFY2(central->rect().contains(inWindow(hints, central)) && hints->height() >= hints->minimumSizeHint().height(),
                 fail(QStringLiteral("hint panel cut off: %1 of %2").arg(hints->height()).arg(hints->minimumSizeHint().height())));
    };

    checkFits("without the panel");
    if (QTest::currentTestFailed())
        return;
    const int alone = window.board()->width();

    window.findChild<QAction *>(QStringLiteral("showWatchPanel"))->trigger();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QVERIFY(window.watchDock()->isVisible());
    checkFits("with the panel");
    if (QTest::currentTestFailed())
        return;
    const int beside = window.board()->width();
    const QDockWidget *dock = window.watchDock();
    qInfo("%s: board %d alone, %d with the panel (%d%%), panel %s %dx%d", qPrintable(shapeName(shape)), alone, beside,
          100 * beside / alone,
          dock->isFloating() ? "floating" : window.dockWidgetArea(window.watchDock()) == Qt::BottomDockWidgetArea ? "below" : "beside",
          dock->width(), dock->height());
    // Below the board the panel's parts stand side by side; beside it or floating, one under the other.
    const bool below = !dock->isFloating() && window.dockWidgetArea(window.watchDock()) == Qt::BottomDockWidgetArea;
    QCOMPARE(window.watchPanel()->arrangement(), below ? Qt::Horizontal : Qt::Vertical);
    QVERIFY2(10 * beside >= 7 * alone, qPrintable(QStringLiteral("board %1 with the panel, %2 without").arg(beside).arg(alone)));
    const QRect panel = dock->isFloating() ? dock->frameGeometry() : inWindow(dock, &window).translated(window.geometry().topLeft());
    QVERIFY2(available.contains(panel), qPrintable(QStringLiteral("the panel at %1,%2 %3x%4 outside the screen")
                                                       .arg(panel.x()).arg(panel.y()).arg(panel.width()).arg(panel.height())));
    // The whole panel in sight: its scroll area need not scroll.
    const auto *scroll = qobject_cast<const QScrollArea *>(dock->widget());
    QVERIFY(scroll);
    QVERIFY2(scroll->verticalScrollBar()->maximum() == 0,
             qPrintable(QStringLiteral("the panel scrolls: %1 of %2 in sight (%3 wide; hfw %4, min %5)").arg(scroll->viewport()->height())
                            .arg(window.watchPanel()->height()).arg(scroll->viewport()->width()).arg(window.watchPanel()->heightForWidth(scroll->viewport()->width())).arg(window.watchPanel()->minimumSizeHint().height())));
}

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
