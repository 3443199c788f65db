// SPDX-License-Identifier: GPL-3.0-or-later
#include "messages.h"

#include "language.h"

#include "explain.h"
#include "hint.h"
#include "playsession.h"
#include "playsettings.h"

#include <algorithm>
#include <span>
#include <utility>
#include <vector>

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

namespace sudoku {
namespace {

// "r1c1, r1c2" — at most a dozen names, then how many more.
QString cellList(const std::vector<int> &cells, int size)
{
    constexpr std::size_t MaxNamed = 12;
    QStringList names;
    for (std::size_t i = 0; i < cells.size() && i < MaxNamed; ++i)
        names << Explain::cell(cells[i], size);
    QString list = names.join(Explain::listSeparator());
    if (cells.size() > MaxNamed)
        list += Messages::tr(" and %1 more").arg(cells.size() - MaxNamed);
    return list;
}

// Every text of a message box goes through language::shown: in Persian and Hebrew it reads
// from the right though it starts with a Latin name ("Sudoku Studio …"), its numbers in the
// window's digits.

// A file's name or path inside a sentence: in its own direction, its digits kept.
QString fileName(const QString &path) { return language::isolated(QDir::toNativeSeparators(path)); }

// Every box but About and Best Times (our own words only) shows its texts as plain text: they
// quote file names, a game's source and what a file holds, any of which may look like markup
// ("<img src=…>", "<a href=…>"). Called once the texts are set: the informative label is
// made by setInformativeText. Plain text does not wrap by itself in a message box; these do.
void makePlain(QMessageBox &box)
{
    box.setTextFormat(Qt::PlainText);
    for (const char *name : {"qt_msgbox_label", "qt_msgbox_informativelabel"}) {
        if (auto *label = box.findChild<QLabel *>(QLatin1String(name))) {
            label->setTextFormat(Qt::PlainText);
            label->setWordWrap(true);
        }
    }
}

} // namespace

void Messages::cannotOpen(QWidget *parent, const QString &name, const QString &why, bool gameFile)
{
    QMessageBox box(QMessageBox::Warning, tr("Open Puzzle"),
                    language::shown(gameFile ? tr("Sudoku Studio cannot open the game “%1”.").arg(fileName(name))
                                   : tr("Sudoku Studio cannot read a puzzle from “%1”.").arg(fileName(name))),
                    QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("openError"));
    // A reader's message without a line ("no puzzle found") starts in lower case, written to
    // follow "Line 3: ".
    box.setInformativeText(language::shown(language::capitalised(why)) + QLatin1Char('\n')
                           + language::shown(tr("The game in play is unchanged.")));
    makePlain(box);
    box.exec();
}

void Messages::cannotSave(QWidget *parent, const QString &path, const QString &why)
{
    QMessageBox box(QMessageBox::Warning, tr("Save Game"),
                    language::shown(tr("Sudoku Studio cannot save to “%1”: %2").arg(fileName(path), why)),
                    QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("saveError"));
    makePlain(box);
    box.exec();
}

void Messages::autosaveFailed(QWidget *parent, const QString &path, const QString &why)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Autosave Failed"),
                                language::shown(tr("Sudoku Studio cannot save your game to “%1”: %2")
                                                    .arg(fileName(path), why)),
                                QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("autosaveFailed"));
    box->setInformativeText(language::shown(tr("Your moves since the last save are not safe if the program stops. It tries "
                                     "again with every change; Save As in the Game menu keeps a copy elsewhere.")));
    makePlain(*box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

Messages::QuitChoice Messages::quitUnsaved(QWidget *parent, const QString &path, const QString &why)
{
    QMessageBox box(QMessageBox::Warning, tr("Quit Without Saving?"),
                    language::shown(tr("The game could not be saved to “%1”: %2").arg(fileName(path), why)),
                    QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("quitUnsaved"));
    box.setInformativeText(language::shown(tr("If you quit now, the next start cannot resume this game.")));
    QPushButton *saveAs = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
    QPushButton *quit = box.addButton(tr("&Quit Anyway"), QMessageBox::DestructiveRole);
    box.setDefaultButton(saveAs);
    makePlain(box);
    box.exec();
    if (box.clickedButton() == saveAs)
        return QuitChoice::SaveAs;
    if (box.clickedButton() == quit)
        return QuitChoice::QuitAnyway;
    return QuitChoice::Cancel;
}

void Messages::damagedAutosave(QWidget *parent, const QString &why, const QString &keptAs, const QString &moveError)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Game Not Resumed"),
                                language::shown(
                                    tr("The game saved when Sudoku Studio last closed could not be read: %1").arg(why)),
                                QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("damagedAutosave"));
    box->setInformativeText(language::shown(
        moveError.isEmpty()
            ? tr("The damaged file is kept as “%1”. A new game has started.").arg(fileName(keptAs))
            : tr("The damaged file stays at “%1”: it could not be moved aside (%2). A new game has started.")
                  .arg(fileName(keptAs), moveError)));
    makePlain(*box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

Messages::Replace Messages::confirmReplace(QWidget *parent)
{
    QMessageBox box(QMessageBox::Question, tr("Replace the Game?"),
                    language::shown(tr("The game in progress and your entries in it will be replaced.")),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("discardQuestion"));
    box.setInformativeText(language::shown(tr("Save it first to come back to it later.")));
    box.button(QMessageBox::Save)->setText(tr("&Save First"));
    box.button(QMessageBox::Discard)->setText(tr("&Replace"));
    box.setDefaultButton(QMessageBox::Save);
    makePlain(box);
    switch (box.exec()) {
    case QMessageBox::Save:
        return Replace::SaveFirst;
    case QMessageBox::Discard:
        return Replace::Replace;
    default:
        return Replace::Keep;
    }
}

bool Messages::acceptEntered(QWidget *parent, const PuzzleCheck &check, bool conflicts, int size)
{
    if (check.solutionCount == 1)
        return true;
    if (check.solutionCount == 0) {
        QMessageBox box(QMessageBox::Warning, tr("Enter a Puzzle"), language::shown(tr("This puzzle has no solution.")),
                        QMessageBox::Ok, parent);
        box.setObjectName(QStringLiteral("checkMessage"));
        const QString why =
            conflicts ? tr("These cells repeat a digit in a row, column or box: %1.").arg(cellList(check.cells, size))
            : check.cells.empty() ? tr("Every attempt to complete it runs into a contradiction.")
                                  : tr("No digit can be completed here: %1.").arg(cellList(check.cells, size));
        box.setInformativeText(language::shown(why));
        makePlain(box);
        box.exec();
        return false;
    }
    QMessageBox box(QMessageBox::Question, tr("Enter a Puzzle"),
                    language::shown(tr("This puzzle has more than one solution.")), QMessageBox::Yes | QMessageBox::No,
                    parent);
    box.setObjectName(QStringLiteral("checkMessage"));
    box.setInformativeText(language::shown(
        tr("Two of its solutions differ in these cells: %1.\nPlay it anyway?").arg(cellList(check.cells, size))));
    makePlain(box);
    return box.exec() == QMessageBox::Yes;
}

void Messages::solved(QWidget *parent, qint64 elapsedMs, const QString &record)
{
    auto *box = new QMessageBox(QMessageBox::Information, tr("Solved"),
                                language::shown(tr("You solved it in %1.").arg(PlaySession::formatTime(elapsedMs))),
                                QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("completedMessage"));
    const QString next = tr("Start a new puzzle from the Game menu.");
    box->setInformativeText(language::shown(record.isEmpty() ? next : record + QLatin1Char('\n') + next));
    makePlain(*box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

void Messages::bestTimes(QWidget *parent)
{
    // A column for 9×9 and one for every other size with a time (a size's box either way up).
    std::vector<Shape> sizes;
    for (const Shape shape : PlaySettings::playableShapes()) {
        const bool seen = std::any_of(sizes.begin(), sizes.end(), [&](Shape s) { return s.size() == shape.size(); });
        bool timed = shape.isClassic();
        for (int i = 0; i < static_cast<int>(Level::NotUnique) && !timed; ++i)
            timed = PlaySettings::bestTime(static_cast<Level>(i), shape).has_value();
        if (!seen && timed)
            sizes.push_back(shape);
    }
    // Then a column for each variant with a time at a level (X, windoku and jigsaw are rated).
    const auto bestAt = [](Level level, Shape shape, VariantKind variant) {
        return variant == VariantKind::Classic ? PlaySettings::bestTime(level, shape)
                                               : PlaySettings::variantBestTime(variant, level);
    };
    std::vector<std::pair<Shape, VariantKind>> columns;
    for (const Shape shape : sizes)
        columns.emplace_back(shape, VariantKind::Classic);
    for (const VariantKind variant : std::span(AllVariants).subspan(1)) { // classic: the sizes
        bool timed = false;
        for (int i = 0; i < static_cast<int>(Level::NotUnique) && !timed; ++i)
            timed = bestAt(static_cast<Level>(i), Shape::classic(), variant).has_value();
        if (timed)
            columns.emplace_back(Shape::classic(), variant);
    }
    QString rows = QStringLiteral("<tr><td></td>");
    for (const auto &[shape, variant] : columns)
        rows += QStringLiteral("<th align=\"right\">&nbsp;&nbsp;%1</th>")
                    .arg(variant == VariantKind::Classic ? Explain::shape(*Shape::forSize(shape.size()))
                                                         : Explain::variant(variant));
    rows += QStringLiteral("</tr>");
    for (int i = 0; i < static_cast<int>(Level::NotUnique); ++i) {
        const auto level = static_cast<Level>(i);
        rows += QStringLiteral("<tr><td>%1</td>").arg(Explain::level(level));
        for (const auto &[shape, variant] : columns) {
            const std::optional<qint64> best = bestAt(level, shape, variant);
            rows += QStringLiteral("<td align=\"right\">&nbsp;&nbsp;%1</td>").arg(best ? PlaySession::formatTime(*best) : tr("—"));
        }
        rows += QStringLiteral("</tr>");
    }
    // The unrated puzzles' times, each whatever its puzzle (killers played before they were
    // rated, and any whose rating is not known).
    for (const VariantKind variant : std::span(AllVariants).subspan(1)) {
        if (const std::optional<qint64> best = PlaySettings::variantBestTime(variant))
            rows += QStringLiteral("<tr><td>%1</td><td align=\"right\">&nbsp;&nbsp;%2</td></tr>")
                        .arg(tr("%1, unrated").arg(Explain::variant(variant)), PlaySession::formatTime(*best));
    }
    QMessageBox box(QMessageBox::Information, tr("Best Times"), tr("<table>%1</table>").arg(rows), QMessageBox::Close,
                    parent);
    box.setObjectName(QStringLiteral("bestTimes"));
    box.setInformativeText(tr("Puzzles solved without hints count, by the level and size or rules of the "
                              "puzzle; a killer's, by its rules alone."));
    QPushButton *reset = box.addButton(tr("&Reset"), QMessageBox::DestructiveRole);
    box.exec();
    if (box.clickedButton() == reset)
        PlaySettings::resetBestTimes();
}

void Messages::about(QWidget *parent)
{
    QString text = tr("<h3>Sudoku Studio %1</h3>"
                      "<p>Play Sudoku with pencil marks, undo and autosave; ask for a hint "
                      "that explains the next logical step; watch six classic algorithms "
                      "solve a puzzle, step by step, and compare them.</p>"
                      "<p><tt>sudoku-cli</tt> solves, counts, rates, generates and "
                      "benchmarks puzzles from the command line.</p>"
                      "<p>Built with Qt %2.</p>")
                       .arg(language::digits(QApplication::applicationVersion()),
                            language::digits(QLatin1String(QT_VERSION_STR)));
    // The licence, and Qt's (whose own box, About Qt, gives its notice).
    text += tr("<p>Sudoku Studio is free software: you may share and change it under the GNU General Public "
               "License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty. It uses "
               "Qt under Qt's own licence: see Help › About Qt.</p>");
    // Each paragraph reads from the right in Persian and Hebrew, though some start with a
    // Latin name.
    if (language::isRightToLeft()) {
        text.replace(QLatin1String("<h3>"), QLatin1String("<h3 dir=\"rtl\">"));
        text.replace(QLatin1String("<p>"), QLatin1String("<p dir=\"rtl\">"));
    }
    QMessageBox::about(parent, tr("About Sudoku Studio"), text);
}

void Messages::languageChanged(QWidget *parent)
{
    QMessageBox box(QMessageBox::Information, tr("Language"),
                    language::shown(tr("The new language shows when Sudoku Studio starts again.")), QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("languageMessage"));
    makePlain(box);
    box.exec();
}

} // namespace sudoku
