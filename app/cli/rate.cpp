// sudoku-cli rate: how hard every puzzle is for a person, in input order (rating.h).
//
// Puzzles are rated several at a time, one per thread (--jobs), in batches whose results are
// printed in input order; a person typing puzzles at a terminal gets each answer at once.

#include "commands.h"
#include "input.h"

#include "rating.h"
#include "solver.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <thread>

namespace sudoku::cli {
namespace {

struct Job {
    std::string source;
    PuzzleRecord record;
    Rating rating;
    std::vector<double> stepMs;
    std::vector<Technique> stepTechniques; // --stats: what each step found (None: a guess)
    double ms = 0;
    int wrongSteps = 0;     // --check: steps that place a wrong digit or strike a right one
    std::string firstWrong; // the first of them, as a sentence
};

// A step against the solution: does it place a digit the solution lacks, or strike out one
// it has?
bool isWrong(const Step &step, const Grid &solution)
{
    for (const CellDigit placement : step.placements) {
        if (solution.digit(placement.cell) != placement.digit)
            return true;
    }
    for (const CellDigit elimination : step.eliminations) {
        if (solution.digit(elimination.cell) == elimination.digit)
            return true;
    }
    return step.placements.empty() && step.eliminations.empty();
}

// Rates the jobs on up to `threads` threads, never more than there are jobs; returns how many ran.
unsigned rateAll(std::vector<Job> &jobs, unsigned threads, bool timed, bool check)
{
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < jobs.size(); i = next++) {
            Job &job = jobs[i];
            if (!job.record.ok())
                continue;
            RatingDetails details;
            details.timeSteps = timed;
            details.keepMoves = check || timed;
            const auto start = std::chrono::steady_clock::now();
            job.rating = rate(*job.record.grid, Level::Nightmare, details);
            job.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            job.stepMs = std::move(details.stepMilliseconds);
            if (timed) {
                job.stepTechniques.clear();
                for (const Step &move : details.moves)
                    job.stepTechniques.push_back(move.technique);
            }
            if (check && job.rating.solutionCount == 1) {
                const Grid solution = solve(*job.record.grid, 1).solution;
                for (const Step &move : details.moves) {
                    if (move.technique != Technique::None && isWrong(move, solution)
                        && job.wrongSteps++ == 0)
                        job.firstWrong = describe(move);
                }
            }
        }
    };
    const auto running = static_cast<unsigned>(std::clamp<std::size_t>(jobs.size(), 1, threads));
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < running; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &thread : pool)
        thread.join();
    return running;
}

std::string fixed(double value, int decimals)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(decimals) << value;
    return text.str();
}

// The p-th percentile of sorted values (nearest rank).
double percentile(const std::vector<double> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    const auto rank = static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1) + 0.5);
    return sorted[std::min(rank, sorted.size() - 1)];
}

// The slowest step search of a run: where it was and what it found, so that it can be run again.
struct SlowestStep {
    double ms = -1;
    std::string source;
    LineNumber line = 0;
    std::size_t step = 0; // 1-based, in the order of solve --steps
    Technique technique = Technique::None;
};

// What --stats sums up.
struct Summary {
    std::vector<double> puzzleMs;
    std::vector<double> stepMs;
    std::array<int, LevelCount> levels{};
    SlowestStep slowest;
    int guesses = 0;
    int wrong = 0;

    void add(const Job &job)
    {
        wrong += job.wrongSteps;
        puzzleMs.push_back(job.ms);
        stepMs.insert(stepMs.end(), job.stepMs.begin(), job.stepMs.end());
        for (std::size_t i = 0; i < job.stepMs.size(); ++i) {
            if (job.stepMs[i] > slowest.ms)
                slowest = {job.stepMs[i], job.source, job.record.line, i + 1,
                           i < job.stepTechniques.size() ? job.stepTechniques[i] : Technique::None};
        }
        ++levels[static_cast<std::size_t>(job.rating.level)];
        guesses += job.rating.guesses;
    }

    std::string report(double wallSeconds, unsigned threads) const
    {
        std::vector<double> puzzles = puzzleMs;
        std::vector<double> steps = stepMs;
        std::sort(puzzles.begin(), puzzles.end());
        std::sort(steps.begin(), steps.end());
        double total = 0;
        for (const double ms : puzzles)
            total += ms;
        std::string text = "rate: " + std::to_string(puzzles.size())
                         + (puzzles.size() == 1 ? " puzzle in " : " puzzles in ") + fixed(wallSeconds, 2)
                         + " s on " + std::to_string(threads) + (threads == 1 ? " thread" : " threads")
                         + "; per puzzle median " + fixed(percentile(puzzles, 0.5), 3) + " ms, mean "
                         + fixed(puzzles.empty() ? 0 : total / static_cast<double>(puzzles.size()), 3)
                         + " ms, max " + fixed(puzzles.empty() ? 0 : puzzles.back(), 1) + " ms\n";
        text += "steps: " + std::to_string(steps.size()) + ", each step's search p50 "
              + fixed(percentile(steps, 0.5), 4) + " ms, p90 " + fixed(percentile(steps, 0.9), 3) + " ms, p99 "
              + fixed(percentile(steps, 0.99), 3) + " ms, max " + fixed(steps.empty() ? 0 : steps.back(), 1)
              + " ms\n";
        if (slowest.ms >= 0)
            text += "slowest step: " + fixed(slowest.ms, 1) + " ms, " + printable(slowest.source) + ':'
                  + std::to_string(slowest.line) + ", step " + std::to_string(slowest.step) + " ("
                  + std::string(slowest.technique == Technique::None ? "guess" : techniqueName(slowest.technique))
                  + ")\n";
        text += "levels:";
        for (int l = 0; l < LevelCount; ++l) {
            if (levels[static_cast<std::size_t>(l)] > 0)
                text += ' ' + std::string(levelName(static_cast<Level>(l))) + ' '
                      + std::to_string(levels[static_cast<std::size_t>(l)]);
        }
        text += "; guesses " + std::to_string(guesses) + "\n";
        return text;
    }
};

} // namespace

int runRate(const Arguments &arguments, Context &context)
{
    Status status;
    const bool timed = arguments.flag("--stats");
    const bool check = arguments.flag("--check");
    int wrongSteps = 0;
    unsigned threads = static_cast<unsigned>(arguments.number("--jobs"));
    if (threads == 0)
        threads = std::max(1u, std::thread::hardware_concurrency());
    // A person typing at a terminal gets each answer before typing the next.
    const std::size_t batchSize = context.interactive ? 1 : 16 * static_cast<std::size_t>(threads);
    std::vector<Job> batch;
    Summary summary;
    unsigned threadsUsed = 1; // the most that ran at once: fewer than asked when the puzzles are few
    const auto start = std::chrono::steady_clock::now();
    const auto flush = [&] {
        threadsUsed = std::max(threadsUsed, rateAll(batch, threads, timed, check));
        for (const Job &job : batch) {
            if (answeredUnreadable(context, job.source, job.record, status))
                continue;
            context.out << toString(job.rating) << '\n';
            if (job.rating.level == Level::NotUnique) {
                report(context, job.source, job.record.line,
                       job.rating.solutionCount == 0 ? "no solution" : "multiple solutions");
                status.raise(ExitPuzzleProblem);
            } else if (timed) {
                summary.add(job);
            }
            if (job.wrongSteps > 0) {
                report(context, job.source, job.record.line,
                       std::to_string(job.wrongSteps) + " wrong step(s), the first: " + job.firstWrong);
                status.raise(ExitPuzzleProblem);
            }
            wrongSteps += job.wrongSteps;
        }
        if (context.interactive)
            context.out << std::flush;
        batch.clear();
    };
    status.raise(readPuzzlesOf(context, arguments.files, [&](std::string_view source, const PuzzleRecord &record) {
        Job job;
        job.source = std::string(source);
        job.record = record;
        batch.push_back(std::move(job));
        if (batch.size() >= batchSize)
            flush();
    }));
    flush();
    if (timed) {
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        context.err << summary.report(seconds, threadsUsed);
    }
    if (check)
        context.err << "check: " + std::to_string(wrongSteps) + " wrong steps\n";
    return status.code();
}

} // namespace sudoku::cli
