// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI `sudoku`: a main window on a bundled puzzle, or on the puzzle file named.
#include "language.h"
#include "mainwindow.h"
#include "theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QTimer>

#include <cstdio>

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

    // The language first: --lang is read before the parser, whose own help is translated.
    QString requested;
    const QStringList arguments = QApplication::arguments();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            requested = arguments[i + 1];
        else if (arguments[i].startsWith(QLatin1String("--lang=")))
            requested = arguments[i].mid(7);
    }
    sudoku::language::install(app, sudoku::language::choose(requested));
    sudoku::theme::apply(sudoku::theme::saved());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Play and solve Sudoku."));
    parser.addHelpOption();
    parser.addVersionOption();
    QStringList codes;
    for (const sudoku::LanguageInfo &language : sudoku::language::available())
        codes << language.code;
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        QApplication::translate("main", "Show the window in this language (%1) instead of the system's.")
            .arg(codes.join(QStringLiteral(", "))),
        QStringLiteral("code"));
    parser.addOption(langOption);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A puzzle file to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);
    if (parser.isSet(langOption) && !sudoku::language::isAvailable(parser.value(langOption))) {
        fputs(qPrintable(QApplication::translate("main", "sudoku: unknown language \"%1\"; available: %2.\n")
                             .arg(parser.value(langOption), codes.join(QStringLiteral(", ")))),
              stderr);
        return 2;
    }

    sudoku::MainWindow window;
    window.show();
    if (const QStringList files = parser.positionalArguments(); !files.isEmpty())
        window.openFile(files.constFirst());
    else // once the window is on the screen, behind the question
        QTimer::singleShot(0, &window, &sudoku::MainWindow::welcomeOnFirstStart);
    return QApplication::exec();
}
