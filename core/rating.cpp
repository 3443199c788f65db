#include "rating.h"

#include "solver.h"
#include "stepfinder.h"

#include <algorithm>
#include <utility>

namespace sudoku {
namespace {

constexpr std::size_t idx(int i) { return static_cast<std::size_t>(i); }

struct TechniqueRating {
    Technique technique;
    Level level;
    int weight; // the score of a puzzle whose hardest step this is, before effort
};

// Weights follow the enum's order, simplest first; their gaps were tuned against the Sudoku
// Explainer's ratings (rating.h).
constexpr std::array<TechniqueRating, TechniqueCount> techniqueRatings = {{
    {Technique::None, Level::Easy, 0},
    {Technique::FullHouse, Level::Easy, 1000},
    {Technique::NakedSingle, Level::Easy, 1100},
    {Technique::HiddenSingle, Level::Easy, 1200},
    {Technique::LockedCandidatesPointing, Level::Medium, 2500},
    {Technique::LockedCandidatesClaiming, Level::Medium, 2600},
    {Technique::NakedPair, Level::Medium, 3000},
    {Technique::HiddenPair, Level::Medium, 3400},
    {Technique::NakedTriple, Level::Medium, 3600},
    {Technique::HiddenTriple, Level::Medium, 4000},
    {Technique::XWing, Level::Hard, 5000},
    {Technique::Swordfish, Level::Hard, 5400},
    {Technique::Skyscraper, Level::Hard, 5600},
    {Technique::TwoStringKite, Level::Hard, 5700},
    {Technique::XYWing, Level::Hard, 5800},
    {Technique::XYZWing, Level::Hard, 6000},
    {Technique::WWing, Level::Hard, 6200},
    {Technique::NakedQuad, Level::Hard, 6400},
    {Technique::Jellyfish, Level::Hard, 6600},
    {Technique::HiddenQuad, Level::Hard, 6800},
    {Technique::UniqueRectangleType1, Level::Expert, 8000},
    {Technique::BugPlusOne, Level::Expert, 8200},
    {Technique::XChain, Level::Expert, 8500},
}};

struct LevelInfo {
    Level level;
    std::string_view name;
    int floor;    // the lowest score of the level
    int stepCost; // what each step of a technique of this level adds to the effort
};

constexpr std::array<LevelInfo, LevelCount> levelInfo = {{
    {Level::Easy, "easy", 1000, 1},
    {Level::Medium, "medium", 2500, 10},
    {Level::Hard, "hard", 5000, 20},
    {Level::Expert, "expert", 8000, 40},
    {Level::Extreme, "extreme", 10000, 0},
    {Level::NotUnique, "not-unique", 0, 0},
}};

// Extreme: what a dead end adds.
constexpr int GuessCost = 100;
constexpr int OpenCandidateCost = 10; // each candidate beyond two per empty cell

constexpr bool tablesFollowEnums()
{
    for (std::size_t i = 0; i < techniqueRatings.size(); ++i) {
        if (static_cast<std::size_t>(techniqueRatings[i].technique) != i)
            return false;
        // Simplest first: weights rise, levels never fall, each weight within its level.
        const TechniqueRating &row = techniqueRatings[i];
        const auto level = static_cast<std::size_t>(row.level);
        if (i > 1 && (row.weight <= techniqueRatings[i - 1].weight
                      || row.level < techniqueRatings[i - 1].level
                      || row.weight < levelInfo[level].floor
                      || row.weight >= levelInfo[level + 1].floor))
            return false;
    }
    for (std::size_t i = 0; i < levelInfo.size(); ++i) {
        if (static_cast<std::size_t>(levelInfo[i].level) != i)
            return false;
    }
    return true;
}
static_assert(tablesFollowEnums());

const LevelInfo &infoOf(Level level)
{
    return levelInfo[static_cast<std::size_t>(level)];
}

// How wide open a dead end is: the candidates beyond two in each empty cell.
int openCandidates(const Board &board)
{
    int open = 0;
    const std::array<Candidates, CellCount> candidates = board.allEffectiveCandidates();
    for (int cell = 0; cell < CellCount; ++cell) {
        if (board.grid.isEmpty(cell))
            open += std::max(0, candidates[idx(cell)].count() - 2);
    }
    return open;
}

// The empty cell with fewest candidates, the first in reading order on a tie: where a person
// stuck would guess.
int guessCell(const Board &board)
{
    const std::array<Candidates, CellCount> candidates = board.allEffectiveCandidates();
    int best = -1;
    for (int cell = 0; cell < CellCount; ++cell) {
        if (board.grid.isEmpty(cell)
            && (best < 0 || candidates[idx(cell)].count() < candidates[idx(best)].count()))
            best = cell;
    }
    return best;
}

// A guess as a move: the solution's digit written in a cell, technique None.
Step guessStep(int cell, int digit)
{
    Step guess;
    guess.placements = {{cell, digit}};
    guess.cells = {cell};
    guess.candidates = guess.placements;
    guess.digits = Candidates::single(digit);
    return guess;
}

// The solve rate() counts: calls visit(board, move) with each move on the board it is made
// on, then makes it — the step finder's step, or at a dead end a guess (guessStep). A guess is
// never wrong: the solution comes from the fast solver first. Returns the solver's count of
// solutions (0, 1 or 2); no move is made unless it is 1.
template <typename Visit>
int solveAsRated(const Grid &puzzle, Visit &&visit)
{
    const SolveResult solved = solve(puzzle, 2);
    if (solved.count != 1)
        return solved.count;
    Board board = Board::fromGrid(puzzle);
    while (!board.grid.isFull()) {
        if (const std::optional<Step> step = findStep(board, Uniqueness::Assumed)) {
            visit(std::as_const(board), *step);
            applyStep(board, *step);
            continue;
        }
        const int cell = guessCell(board);
        const int digit = solved.solution.digit(cell);
        visit(std::as_const(board), guessStep(cell, digit));
        board.place(cell, digit);
    }
    return solved.count;
}

} // namespace

std::string_view levelName(Level level)
{
    return infoOf(level).name;
}

Level levelOf(Technique technique)
{
    return techniqueRatings[static_cast<std::size_t>(technique)].level;
}

Rating rate(const Grid &puzzle)
{
    Rating rating;
    int effort = 0;
    int open = 0; // at the first dead end
    rating.solutionCount = solveAsRated(puzzle, [&](const Board &board, const Step &move) {
        if (move.technique == Technique::None) {
            if (rating.guesses++ == 0)
                open = openCandidates(board);
            return;
        }
        ++rating.steps[static_cast<std::size_t>(move.technique)];
        rating.hardest = std::max(rating.hardest, move.technique);
        effort += infoOf(levelOf(move.technique)).stepCost;
    });
    if (rating.solutionCount != 1)
        return rating;

    if (rating.guessed()) {
        rating.level = Level::Extreme;
        rating.score = infoOf(Level::Extreme).floor + OpenCandidateCost * open
                     + GuessCost * rating.guesses + effort;
        return rating;
    }
    rating.level = levelOf(rating.hardest);
    if (rating.hardest == Technique::None)
        return rating; // nothing to do: a full grid
    const int ceiling = infoOf(static_cast<Level>(static_cast<int>(rating.level) + 1)).floor - 1;
    rating.score = std::min(techniqueRatings[static_cast<std::size_t>(rating.hardest)].weight
                                + effort,
                            ceiling);
    return rating;
}

std::vector<Step> ratingSteps(const Grid &puzzle)
{
    std::vector<Step> moves;
    solveAsRated(puzzle, [&moves](const Board &, const Step &move) { moves.push_back(move); });
    return moves;
}

std::string toString(const Rating &rating)
{
    std::string text(levelName(rating.level));
    if (rating.level == Level::NotUnique)
        return text + (rating.solutionCount == 0 ? " solutions=0" : " solutions=2+");
    text += " score=" + std::to_string(rating.score) + " hardest=";
    text += rating.hardest == Technique::None ? "none" : techniqueName(rating.hardest);
    if (rating.guessed())
        text += " guesses=" + std::to_string(rating.guesses);
    text += " steps=";
    const char *separator = "";
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        if (const int count = rating.stepsOf(technique)) {
            text.append(separator).append(techniqueName(technique)).append(":");
            text += std::to_string(count);
            separator = ",";
        }
    }
    return text;
}

} // namespace sudoku
