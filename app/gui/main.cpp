// The GUI `sudoku`: a main window on a bundled puzzle, or on the puzzle file named.
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Sudoku Studio"));
    QApplication::setOrganizationName(QStringLiteral("Sudoku Studio"));
    QApplication::setApplicationVersion(QStringLiteral(SUDOKU_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.sudokustudio.SudokuStudio"));
    QIcon icon; // every size app/CMakeLists.txt rendered
    for (const QString &png : QDir(QStringLiteral(":/icons")).entryList())
        icon.addFile(QStringLiteral(":/icons/") + png);
    QApplication::setWindowIcon(icon);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Play and solve Sudoku."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A puzzle file to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    sudoku::MainWindow window;
    window.show();
    if (const QStringList files = parser.positionalArguments(); !files.isEmpty())
        window.openFile(files.constFirst());
    return QApplication::exec();
}
