#include "mainwindow.h"

#include "boardwidget.h"
#include "format.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLoggingCategory>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QVBoxLayout>

#include <optional>
#include <string_view>

Q_LOGGING_CATEGORY(lcMainWindow, "sudoku.ui.mainwindow", QtInfoMsg)

namespace sudoku {

namespace {

constexpr int BoardMargin = 12;
constexpr auto FirstBundledPuzzle = ":/puzzles/easy.txt";
constexpr auto LastDirectoryKey = "openDirectory";

// The first puzzle of a file, or why there is none.
struct PuzzleFile {
    std::optional<Grid> first;
    int count = 0; // puzzles in the file, readable or not
    QString error;
};

QString describe(const ParseError &error)
{
    const QString message = QString::fromStdString(error.message);
    if (error.line > 0 && error.column > 0)
        return MainWindow::tr("Line %1, column %2: %3")
            .arg(QString::number(error.line), QString::number(error.column), message);
    if (error.line > 0)
        return MainWindow::tr("Line %1: %2").arg(QString::number(error.line), message);
    return message;
}

PuzzleFile readPuzzleFile(const QString &path)
{
    PuzzleFile result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = file.errorString();
        return result;
    }
    const QByteArray text = file.readAll();
    const std::vector<PuzzleRecord> records =
        readPuzzles(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    result.count = static_cast<int>(records.size());
    if (records.empty())
        result.error = MainWindow::tr("The file holds no puzzle.");
    else if (!records.front().ok())
        result.error = describe(records.front().error);
    else
        result.first = records.front().grid;
    return result;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_board(new BoardWidget)
    , m_puzzleLabel(new QLabel)
{
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(BoardMargin, BoardMargin, BoardMargin, BoardMargin);
    layout->addWidget(m_board);
    setCentralWidget(central);
    statusBar()->addWidget(m_puzzleLabel, 1);

    createMenus();
    loadBundledPuzzle();
    m_board->setFocus();
}

void MainWindow::createMenus()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    QAction *open = game->addAction(tr("&Open…"), this, &MainWindow::chooseFile);
    open->setShortcut(QKeySequence::Open);
    game->addSeparator();
    QAction *quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Sudoku Studio"), this, &MainWindow::showAbout)
        ->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)
        ->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::loadPuzzle(const Grid &puzzle, const QString &source)
{
    qCDebug(lcMainWindow) << "showing" << source << "with" << puzzle.givenCount() << "clues";
    m_board->setGrid(puzzle);
    m_board->setPencilMarks({});
    m_board->setSelectedCell(-1);
    m_puzzleLabel->setText(
        tr("%1 · Clues: %2").arg(source, QString::number(puzzle.givenCount())));
    setWindowTitle(tr("%1 — Sudoku Studio").arg(source));
}

bool MainWindow::openFile(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    const PuzzleFile file = readPuzzleFile(path);
    if (!file.first) {
        qCDebug(lcMainWindow) << "cannot read a puzzle from" << path << ":" << file.error;
        QMessageBox box(QMessageBox::Warning, tr("Open Puzzle"),
                        tr("Sudoku Studio cannot read a puzzle from “%1”.").arg(name),
                        QMessageBox::Ok, this);
        box.setInformativeText(file.error);
        box.exec();
        return false;
    }
    loadPuzzle(*file.first, file.count > 1
                                ? tr("%1, puzzle 1 of %2").arg(name, QString::number(file.count))
                                : name);
    return true;
}

void MainWindow::chooseFile()
{
    QSettings settings;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Puzzle"), settings.value(LastDirectoryKey).toString(),
        tr("Puzzle files (*.txt *.sdk *.ss);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(LastDirectoryKey, QFileInfo(path).absolutePath());
    openFile(path);
}

void MainWindow::loadBundledPuzzle()
{
    const PuzzleFile file = readPuzzleFile(QString::fromLatin1(FirstBundledPuzzle));
    if (!file.first) {
        // A broken build, not a player's mistake: the board stays empty.
        qCWarning(lcMainWindow) << "bundled puzzle unreadable:" << file.error;
        return;
    }
    loadPuzzle(*file.first, tr("Easy puzzle 1 (bundled)"));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Sudoku Studio"),
                       tr("<h3>Sudoku Studio</h3>"
                          "<p>A Sudoku player and solver.</p>"
                          "<p>Built with Qt %1.</p>")
                           .arg(QString::fromLatin1(QT_VERSION_STR)));
}

} // namespace sudoku
