// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// NewGameDialog: a new puzzle from the generator — the board's size (4×4 to 25×25), the level
// (each with the techniques it asks for), the symmetry of the givens and, for a puzzle to
// share, a seed. A large board takes a while: the progress bar shows how far its thinning
// has got. The puzzle is
// made in a background job (off the GUI thread); Cancel stops a generation under way, a second
// Cancel closes the dialog. Accepted, result() holds the puzzle. Lives in the GUI thread.
//
// On the very first start (no game to resume, never welcomed before) the window shows it as a
// welcome (setWelcome): a greeting, level and size only, and a line on how hints work; Skip
// keeps the bundled easy puzzle.
//
// Nightmare puzzles (nested forcing chains) are too rare to find by chance: the generator
// takes one of the hardest known in a new guise (core/generator.h), with the symmetry its
// givens have (none to choose).
//
// Rules: classic Sudoku, or a variant (X, windoku, jigsaw, killer; 9×9), which comes at every
// level but nightmare (a collection of classic puzzles), with a symmetry.

#include "generator.h"

#include <QDialog>

#include <array>
#include <optional>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace sudoku {

class BackgroundJob;

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget *parent = nullptr);
    ~NewGameDialog() override;

    // The level chosen.
    Level level() const;
    void setLevel(Level level);
    VariantKind variant() const;
    void setVariant(VariantKind variant);
    Symmetry symmetry() const;
    void setSymmetry(Symmetry symmetry);
    Shape shape() const;
    void setShape(Shape shape);
    // The seed typed in; nothing for a random one.
    std::optional<std::uint64_t> seed() const;
    void setSeed(std::optional<std::uint64_t> seed);

    // The dialog as the first start shows it: a greeting, the level and the size (the symmetry
    // and the seed hidden), how hints work; Generate reads Play, Cancel Skip.
    void setWelcome();

    // Starts making a puzzle with the choices shown (the Generate button).
    void generate();
    bool isGenerating() const;
    // A 9×9 nightmare is asked for: one of the known puzzles, with the symmetry its givens
    // have (none to choose).
    bool knownNightmare() const;
    // The seed of the puzzle made last (the one typed in, or the random one drawn).
    std::uint64_t usedSeed() const { return m_usedSeed; }
    // The puzzle made, once accepted.
    const GenerateResult &result() const { return m_result; }
    // Its rating, as the generator rated it.
    std::optional<Rating> rating() const;
    // Where the puzzle came from, kept without words: "generated:42" (sourceText
    // reads it "Generated, seed 42").
    QString sourceName() const;

    QPushButton *generateButton() const { return m_generate; }

public slots:
    void reject() override;

private:
    void onGenerated(const GenerateResult &result);
    void setBusy(bool busy);
    void onLevelChanged();
    // The rules chosen: a variant's sizes, symmetries and levels.
    void onRulesChanged();

    BackgroundJob *m_job; // the generator, off the GUI thread
    QButtonGroup *m_levels = nullptr;
    QComboBox *m_variant = nullptr;
    QComboBox *m_symmetry = nullptr;
    QComboBox *m_size = nullptr;
    QLineEdit *m_seed = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_generate = nullptr;
    QPushButton *m_cancel = nullptr;
    QFormLayout *m_form = nullptr;
    QLabel *m_greeting = nullptr; // shown in the welcome only
    QLabel *m_hintsNote = nullptr;
    std::array<QWidget *, 5> m_inputs{}; // what is locked while generating
    std::uint64_t m_usedSeed = 0;
    GenerateResult m_result;
};

} // namespace sudoku
