// SPDX-License-Identifier: GPL-3.0-or-later
#include "newgamedialog.h"

#include "explain.h"
#include "mnemonicroom.h"
#include "openedfile.h"
#include "playsettings.h"
#include "format.h"
#include "backgroundjob.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace sudoku {
namespace {

constexpr std::array<Level, 6> Levels = {Level::Easy,   Level::Medium,  Level::Hard,
                                         Level::Expert, Level::Extreme, Level::Nightmare};
} // namespace

NewGameDialog::NewGameDialog(QWidget *parent) : QDialog(parent), m_job(new BackgroundJob(this))
{
    setWindowTitle(tr("New Game"));
    setObjectName(QStringLiteral("newGameDialog"));

    auto *levelBox = new QGroupBox(tr("Level"));
    auto *levelLayout = new QVBoxLayout(levelBox);
    m_levels = new QButtonGroup(this);
    for (const Level level : Levels) {
        auto *button = new QRadioButton(tr("%1 — %2").arg(Explain::level(level), Explain::levelTechniques(level)));
        button->setObjectName(QString::fromLatin1(levelName(level).data()));
        if (level == Level::Nightmare)
            button->setToolTip(tr("Too rare to generate: one of the hardest puzzles known, in a new guise."));
        m_levels->addButton(button, static_cast<int>(level));
        levelLayout->addWidget(button);
    }

    m_variant = new QComboBox;
    m_variant->setObjectName(QStringLiteral("variant"));
    for (const VariantKind kind : AllVariants)
        m_variant->addItem(Explain::variant(kind), static_cast<int>(kind));
    m_variant->setToolTip(tr("X-Sudoku: the diagonals hold every digit too; windoku: four more windows; jigsaw: "
                             "regions of any shape for boxes; killer: cages whose digits add up to their sums; "
                             "samurai: five grids, the middle one sharing its corner boxes with the others."));

    m_size = new QComboBox;
    m_size->setObjectName(QStringLiteral("size"));
    for (const Shape shape : PlaySettings::playableShapes())
        m_size->addItem(Explain::shape(shape), QString::fromStdString(boxName(shape)));
    m_size->setToolTip(tr("Children start on 4×4 and 6×6; 16×16 and 25×25 are long games."));
    m_symmetry = new QComboBox;
    m_symmetry->setObjectName(QStringLiteral("symmetry"));
    for (int i = 0; i < SymmetryCount; ++i)
        m_symmetry->addItem(Explain::symmetry(static_cast<Symmetry>(i)), i);
    m_seed = new QLineEdit;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), m_seed));
    m_seed->setToolTip(tr("The same seed, level and symmetry make the same puzzle: share it with a friend."));
    auto *form = m_form = new QFormLayout;
    form->addRow(tr("&Rules"), m_variant);
    form->addRow(tr("Si&ze"), m_size);
    form->addRow(tr("&Symmetry"), m_symmetry);
    form->addRow(tr("S&eed"), m_seed);
    roomForMnemonics(form);

    m_progress = new QProgressBar;
    m_progress->setRange(0, 0); // busy: no telling how long it takes
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);

    m_greeting = new QLabel(tr("Choose the level of your first puzzle, and its size. Game › New Game offers the "
                               "same choice at any time."));
    m_hintsNote = new QLabel(tr("Stuck? Hint (H) first shows where to look, then why, then makes the step. Hints "
                                "explain every step, never guess, and never simply give a digit away."));
    for (QLabel *label : {m_greeting, m_hintsNote}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->hide();
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_cancel = buttons->button(QDialogButtonBox::Cancel);
    m_generate = buttons->addButton(tr("&Generate"), QDialogButtonBox::AcceptRole);
    m_generate->setObjectName(QStringLiteral("generate"));
    connect(m_generate, &QPushButton::clicked, this, &NewGameDialog::generate);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);

    auto *layout = new QVBoxLayout(this);
    // The dialog grows with the status text (the Nightmare note, the progress) rather than
    // squeezing the levels together.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    layout->addWidget(m_greeting);
    layout->addWidget(levelBox);
    layout->addLayout(form);
    layout->addWidget(m_hintsNote);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(buttons);
    m_inputs = {levelBox, m_symmetry, m_seed, m_size, m_variant};

    connect(m_levels, &QButtonGroup::idToggled, this, [this](int, bool checked) {
        if (checked)
            onLevelChanged();
    });
    connect(m_size, &QComboBox::currentIndexChanged, this, &NewGameDialog::onLevelChanged);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::onRulesChanged);
    setLevel(Level::Medium);
    // Enter generates: set once the button is the dialog's own, or the dialog picks Cancel.
    m_generate->setDefault(true);
    m_generate->setFocus();
}

NewGameDialog::~NewGameDialog() = default;

void NewGameDialog::setWelcome()
{
    setWindowTitle(tr("Welcome to Sudoku Studio"));
    m_greeting->show();
    m_hintsNote->show();
    m_form->setRowVisible(m_symmetry, false);
    m_form->setRowVisible(m_seed, false);
    m_form->setRowVisible(m_variant, false);
    m_generate->setText(tr("&Play"));
    m_cancel->setText(tr("&Skip"));
    m_cancel->setToolTip(tr("Play the bundled easy puzzle; this question is not asked again"));
}

Level NewGameDialog::level() const
{
    return static_cast<Level>(m_levels->checkedId());
}

VariantKind NewGameDialog::variant() const
{
    return static_cast<VariantKind>(m_variant->currentData().toInt());
}

void NewGameDialog::setVariant(VariantKind variant)
{
    m_variant->setCurrentIndex(m_variant->findData(static_cast<int>(variant)));
}

void NewGameDialog::onRulesChanged()
{
    const VariantKind kind = variant();
    const bool classic = kind == VariantKind::Classic;
    // A variant: every level but nightmare (known classic puzzles).
    for (const Level each : Levels)
        m_levels->button(static_cast<int>(each))->setEnabled(classic || each != Level::Nightmare);
    if (!m_levels->checkedButton() || !m_levels->checkedButton()->isEnabled())
        m_levels->button(static_cast<int>(Level::Medium))->setChecked(true);
    if (!classic)
        setShape(Shape::classic());
    m_size->setEnabled(classic && !isGenerating());
    onLevelChanged();
}

void NewGameDialog::setLevel(Level level)
{
    if (QAbstractButton *button = m_levels->button(static_cast<int>(level)))
        button->setChecked(true);
}

Symmetry NewGameDialog::symmetry() const
{
    return static_cast<Symmetry>(m_symmetry->currentData().toInt());
}

void NewGameDialog::setSymmetry(Symmetry symmetry)
{
    m_symmetry->setCurrentIndex(m_symmetry->findData(static_cast<int>(symmetry)));
}

Shape NewGameDialog::shape() const
{
    return Shape::fromBoxName(m_size->currentData().toString().toStdString()).value_or(Shape::classic());
}

void NewGameDialog::setShape(Shape shape)
{
    const int index = m_size->findData(QString::fromStdString(boxName(shape)));
    m_size->setCurrentIndex(index >= 0 ? index : m_size->findData(QString::fromStdString(boxName(Shape::classic()))));
}

std::optional<std::uint64_t> NewGameDialog::seed() const
{
    bool ok = false;
    const qulonglong value = m_seed->text().toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return static_cast<std::uint64_t>(value);
}

void NewGameDialog::setSeed(std::optional<std::uint64_t> seed)
{
    m_seed->setText(seed ? QString::number(static_cast<qulonglong>(*seed)) : QString());
}

void NewGameDialog::setBusy(bool busy)
{
    for (QWidget *input : m_inputs)
        input->setEnabled(!busy);
    m_symmetry->setEnabled(!busy && !knownNightmare());
    m_size->setEnabled(!busy && variant() == VariantKind::Classic);
    m_generate->setEnabled(!busy);
    m_progress->setRange(0, 0); // busy until the thinning reports how far it has got
    m_progress->setVisible(busy);
}

bool NewGameDialog::knownNightmare() const
{
    return level() == Level::Nightmare && shape().isClassic();
}

void NewGameDialog::onLevelChanged()
{
    const bool nightmare = knownNightmare();
    m_symmetry->setEnabled(!nightmare && !isGenerating());
    // Hard killers are rare among those drawn, and an extreme one's rating takes long chains; a
    // samurai's 369 cells take hundreds of uniqueness checks, a few of them slow (measured: hard
    // 0.7 s median, one of 20 took 34 s).
    const bool killer = variant() == VariantKind::Killer;
    const bool samurai = variant() == VariantKind::Samurai;
    m_status->setText(nightmare ? tr("Nightmare puzzles are too rare to generate: one of the hardest known "
                                      "comes in a new guise (digits, rows and columns shuffled), and is rated.")
                      : killer && level() >= Level::Extreme ? tr("An extreme killer can take tens of seconds to make.")
                      : killer && level() >= Level::Hard    ? tr("A killer this hard can take several seconds to make.")
                      : samurai && level() >= Level::Hard
                          ? tr("A samurai this hard takes seconds to make, now and then half a minute.")
                      : shape().size() != 25      ? QString()
                      : level() >= Level::Extreme ? tr("A 25×25 puzzle this hard can take many minutes to make.")
                                                  : tr("A 25×25 puzzle can take several seconds to make."));
}

std::optional<Rating> NewGameDialog::rating() const
{
    if (!m_result.ok)
        return std::nullopt;
    return m_result.rating;
}

QString NewGameDialog::sourceName() const
{
    return generatedSource(m_usedSeed);
}

void NewGameDialog::generate()
{
    if (isGenerating())
        return;
    GenerateOptions options;
    options.shape = shape();
    options.level = level();
    options.symmetry = symmetry(); // a 9×9 nightmare puzzle keeps its own (generator.h)
    options.variant = variant();
    m_usedSeed = seed().value_or(QRandomGenerator::global()->generate64());
    options.seed = m_usedSeed;
    // A size other than 9×9 seldom reaches some levels: after this many attempts the dialog
    // says so rather than search on.
    if (!options.shape.isClassic())
        options.maxAttempts = AttemptsOnOtherSizes;
    QProgressBar *bar = m_progress;
    m_job->start(
        [options, bar](const std::atomic<bool> &cancel, const BackgroundJob::Progress &progress) {
            // The thinning of an attempt, orbit by orbit: shown on the GUI thread.
            const GenerateProgress report = [&progress, bar](int tried, int orbits) {
                if (tried % 8 == 0)
                    progress([bar, tried, orbits] {
                        bar->setRange(0, orbits);
                        bar->setValue(tried);
                    });
            };
            return sudoku::generate(options, &cancel, options.shape.size() > 9 ? report : GenerateProgress());
        },
        [this](const GenerateResult &result) { onGenerated(result); });
    setBusy(true);
    m_status->setText(options.variant == VariantKind::Killer ? tr("Making a %1 puzzle…").arg(Explain::variant(options.variant))
                      : options.variant != VariantKind::Classic
                          ? tr("Making %1 %2 puzzle…", "a level and a variant, as in 'Making hard X-Sudoku puzzle…'")
                                .arg(Explain::level(options.level).toLower(), Explain::variant(options.variant))
                          : tr("Making %1 puzzle…").arg(Explain::level(options.level).toLower()));
}

bool NewGameDialog::isGenerating() const
{
    return m_job->isRunning();
}

void NewGameDialog::onGenerated(const GenerateResult &result)
{
    setBusy(false);
    if (result.exhausted) {
        m_status->setText(tr("No %1 puzzle of this size turned up in %n attempt(s): try another level.", nullptr,
                             static_cast<int>(result.attempts))
                              .arg(Explain::level(level()).toLower()));
        return;
    }
    if (!result.ok)
        return; // cancelled from elsewhere (the dialog closing)
    m_result = result;
    m_status->clear();
    accept();
}

void NewGameDialog::reject()
{
    // The first Cancel stops a generation under way; the dialog stays for another try. A
    // puzzle finished meanwhile is dropped with its run: the player asked to stop.
    if (isGenerating()) {
        m_job->cancel();
        setBusy(false);
        m_status->setText(tr("Stopped. Generate tries again."));
        return;
    }
    QDialog::reject();
}

} // namespace sudoku
