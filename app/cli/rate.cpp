// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli rate: how hard every puzzle is for a person, in input order (rating.h).
//
// Each result is written as soon as it and every one before it are rated, whatever the input
// and however slowly it comes, by three kinds of thread:
//
//   reader ──puzzles──► window (in input order, at most WindowPerThread × N) ──► main thread
//                         ▲ │                                               writes the rated
//                   rated │ │ the next puzzle not yet taken                 ones at its front,
//                         │ ▼                                               in order, and hands
//                       N raters (--jobs)                                    them over at once
//
// The reader waits while the window is full, so memory stays bounded on any input; a rater
// is started as each of the first N puzzles comes (one puzzle starts one thread). A thread
// that cannot start is no failure: the run goes on with those that did, and with none, the
// reader rates each puzzle itself (or, without a reader, one thread reads, rates and writes).
// When standard output is gone (context.stop), the raters' ratings stop within milliseconds
// and nothing after the first unfinished one is written.

#include "commands.h"
#include "histogram.h"
#include "input.h"

#include "rating.h"
#include "solver.h"
#include "stepfinder.h"
#include "stepjson.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <iomanip>
#include <mutex>
#include <ostream>
#include <sstream>
#include <system_error>
#include <thread>

namespace sudoku::cli {
namespace {

using Clock = std::chrono::steady_clock;

// Puzzles held per thread: enough to keep the raters busy while a slow puzzle holds up the
// results behind it, few enough that 256 threads hold a few thousand puzzles (some MB).
constexpr std::size_t WindowPerThread = 16;

struct RateOptions {
    bool timed = false; // --stats
    bool check = false; // --check
    bool json = false;  // --json
};

// One puzzle on its way: read, rated, written.
struct Job {
    std::string source;
    PuzzleRecord record;
    Rating rating;
    std::vector<double> stepMs;
    std::vector<Technique> stepTechniques; // --stats: what each step found (None: a guess)
    double ms = 0;
    std::vector<Step> moves;          // --json: the solve, step by step
    std::optional<Grid> solution;     // --json, --check: when the puzzle has exactly one
    int wrongSteps = 0;     // --check: steps that place a wrong digit or strike a right one
    std::string firstWrong; // the first of them, as a sentence
    bool rated = false;     // done with (an unreadable puzzle too): it may be written
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

// Rates the job's puzzle (an unreadable one is left alone). Stopped by `stop`, the rating says
// it was cancelled.
void rateJob(Job &job, const RateOptions &options, const std::atomic<bool> &stop)
{
    if (!job.record.ok())
        return; // unreadable: write() says so
    RatingDetails details;
    details.timeSteps = options.timed;
    details.keepMoves = options.check || options.timed || options.json;
    const auto start = Clock::now();
    job.rating = rate(*job.record.grid, Level::Nightmare, details, &stop);
    job.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    if (job.rating.cancelled)
        return;
    job.stepMs = std::move(details.stepMilliseconds);
    if (options.timed) {
        for (const Step &move : details.moves)
            job.stepTechniques.push_back(move.technique);
    }
    if ((options.check || options.json) && job.rating.solutionCount == 1) {
        const SolveResult solved = solve(*job.record.grid, 1, &stop);
        job.rating.cancelled = solved.stats.cancelled;
        job.solution = solved.solution;
    }
    if (options.check && job.solution) {
        for (const Step &move : details.moves) {
            if (move.technique != Technique::None && isWrong(move, *job.solution) && job.wrongSteps++ == 0)
                job.firstWrong = describe(move);
        }
    }
    if (options.json)
        job.moves = std::move(details.moves);
}

std::string fixed(double value, int decimals)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(decimals) << value;
    return text.str();
}

// The slowest step search of a run: where it was and what it found, so that it can be run again.
struct SlowestStep {
    double ms = -1;
    std::string source;
    LineNumber line = 0;
    std::size_t step = 0; // 1-based, in the order of solve --steps
    Technique technique = Technique::None;
};

// What --stats sums up, in memory that does not grow with the puzzles (histogram.h).
struct Summary {
    DurationHistogram puzzleMs;
    DurationHistogram stepMs;
    std::array<int, LevelCount> levels{};
    SlowestStep slowest;
    int guesses = 0;

    void add(const Job &job)
    {
        puzzleMs.add(job.ms);
        for (std::size_t i = 0; i < job.stepMs.size(); ++i) {
            stepMs.add(job.stepMs[i]);
            if (job.stepMs[i] > slowest.ms)
                slowest = {job.stepMs[i], job.source, job.record.line, i + 1,
                           i < job.stepTechniques.size() ? job.stepTechniques[i] : Technique::None};
        }
        ++levels[static_cast<std::size_t>(job.rating.level)];
        guesses += job.rating.guesses;
    }

    std::string report(double wallSeconds, unsigned threads) const
    {
        const std::uint64_t puzzles = puzzleMs.count();
        std::string text = "rate: " + std::to_string(puzzles) + (puzzles == 1 ? " puzzle in " : " puzzles in ")
                         + fixed(wallSeconds, 2) + " s on " + std::to_string(threads)
                         + (threads == 1 ? " thread" : " threads") + "; per puzzle median "
                         + fixed(puzzleMs.percentile(0.5), 3) + " ms, mean " + fixed(puzzleMs.mean(), 3)
                         + " ms, max " + fixed(puzzleMs.largest(), 1) + " ms\n";
        text += "steps: " + std::to_string(stepMs.count()) + ", each step's search p50 "
              + fixed(stepMs.percentile(0.5), 4) + " ms, p90 " + fixed(stepMs.percentile(0.9), 3) + " ms, p99 "
              + fixed(stepMs.percentile(0.99), 3) + " ms, max " + fixed(stepMs.largest(), 1) + " ms\n";
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

// Writes the results in input order, and sums up what --stats and --check report. Used by one
// thread, which holds context.streams (when set) around every call.
class ResultWriter {
public:
    ResultWriter(Context &context, const RateOptions &options) : m_context(context), m_options(options) {}

    // Writes the job's result; false, writing nothing, for a rating the stop cut short (the
    // results after it are not written either: they would be out of order).
    bool write(const Job &job)
    {
        if (job.rating.cancelled)
            return false;
        if (answeredUnreadable(m_context, job.source, job.record, m_status))
            return true;
        if (m_options.json)
            m_context.out << puzzleJson(*job.record.grid, job.source, job.record.line, job.rating, job.solution, job.moves)
                          << '\n';
        else
            m_context.out << toString(job.rating) << '\n';
        if (job.rating.level == Level::NotUnique) {
            report(m_context, job.source, job.record.line,
                   job.rating.solutionCount == 0 ? "no solution" : "multiple solutions");
            m_status.raise(ExitPuzzleProblem);
        } else if (m_options.timed) {
            m_summary.add(job);
        }
        if (job.wrongSteps > 0) {
            report(m_context, job.source, job.record.line,
                   std::to_string(job.wrongSteps) + " wrong step(s), the first: " + job.firstWrong);
            m_status.raise(ExitPuzzleProblem);
        }
        m_wrongSteps += job.wrongSteps;
        return true;
    }

    const Status &status() const { return m_status; }
    const Summary &summary() const { return m_summary; }
    int wrongSteps() const { return m_wrongSteps; }

private:
    Context &m_context;
    RateOptions m_options;
    Status m_status;
    Summary m_summary;
    int m_wrongSteps = 0;
};

// A line on standard error from another thread than the writer's.
void note(Context &context, const std::string &line)
{
    const std::unique_lock lock = context.streams ? std::unique_lock(*context.streams) : std::unique_lock<std::mutex>();
    context.err << line;
}

// The window of puzzles between the reader, the raters and the writer (the diagram above).
class RatePipeline {
public:
    // `threads`: the raters wanted; 0 for none (whoever adds a puzzle rates it then).
    RatePipeline(Context &context, const RateOptions &options, unsigned threads)
        : m_context(context), m_options(options), m_wanted(threads),
          m_capacity(WindowPerThread * std::max(1u, threads))
    {
    }

    // Stops the raters and waits for them.
    ~RatePipeline()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stopping = true;
        }
        m_work.notify_all();
        for (std::thread &rater : m_raters)
            rater.join();
    }

    RatePipeline(const RatePipeline &) = delete;
    RatePipeline &operator=(const RatePipeline &) = delete;

    // The reader's side: a puzzle, in input order. Waits while the window is full; drops it
    // once the writer has stopped.
    void add(std::string_view source, const PuzzleRecord &record)
    {
        std::unique_lock lock(m_mutex);
        m_room.wait(lock, [this] { return m_window.size() < m_capacity || m_stopping; });
        if (m_stopping)
            return;
        Job &job = m_window.emplace_back();
        job.source = std::string(source);
        job.record = record;
        if (m_raters.size() < m_wanted && !m_startFailed) {
            lock.unlock();
            startRater();
            lock.lock();
        }
        if (m_raters.empty())
            rateNext(lock); // no thread to rate on: the one that read it does
        else
            m_work.notify_one();
    }

    // No more puzzles.
    void close()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_closed = true;
        }
        m_work.notify_all();
        m_done.notify_all();
    }

    // The writer's side: writes the rated results at the window's front, in order, and hands
    // them over (handOver()); with `wait`, until every puzzle is written or the output is gone.
    void write(ResultWriter &writer, bool wait)
    {
        std::unique_lock lock(m_mutex);
        for (;;) {
            std::vector<Job> ready;
            for (; !m_window.empty() && m_window.front().rated; ++m_written) {
                ready.push_back(std::move(m_window.front()));
                m_window.pop_front();
            }
            if (!ready.empty())
                m_room.notify_all();
            const bool finished = m_closed && m_window.empty();
            lock.unlock();
            bool stopped = false;
            {
                const std::unique_lock streams =
                    m_context.streams ? std::unique_lock(*m_context.streams) : std::unique_lock<std::mutex>();
                for (const Job &job : ready) {
                    if (!writer.write(job))
                        break;
                }
                if (!ready.empty())
                    handOver(m_context);
                stopped = outputFailed(m_context) || stopRequested(m_context);
            }
            lock.lock();
            if (stopped) {
                m_stopping = true; // the reader and the raters stop too
                m_room.notify_all();
                m_work.notify_all();
                return;
            }
            if (finished || !wait)
                return;
            m_done.wait(lock, [this] {
                return (!m_window.empty() && m_window.front().rated) || (m_closed && m_window.empty());
            });
        }
    }

    // The raters started: at least 1 counted, for the one that rated without them.
    unsigned threads() const { return std::max(1u, static_cast<unsigned>(m_raters.size())); }

private:
    // Starts one more rater; a thread the system refuses stops the starting, said once.
    void startRater()
    {
        try {
            m_raters.emplace_back(&RatePipeline::rateLoop, this);
        } catch (const std::system_error &error) {
            m_startFailed = true;
            const std::size_t started = m_raters.size();
            note(m_context, started == 0 ? "sudoku-cli rate: could not start a thread (" + error.code().message()
                                                   + "); rating one puzzle at a time\n"
                                         : "sudoku-cli rate: started " + std::to_string(started) + " of the "
                                                   + std::to_string(m_wanted) + " threads asked ("
                                                   + error.code().message() + "); rating on those\n");
        }
    }

    void rateLoop()
    {
        std::unique_lock lock(m_mutex);
        for (;;) {
            m_work.wait(lock, [this] { return hasUntaken() || m_closed || m_stopping; });
            if (m_stopping || !hasUntaken())
                return;
            rateNext(lock);
        }
    }

    bool hasUntaken() const { return m_taken < m_written + m_window.size(); }

    // Takes the next puzzle no rater has taken and rates it, unlocked meanwhile. A job stays
    // where it is while it is rated: the writer takes only rated ones from the front, and
    // std::deque keeps references to its elements when others are added or taken at its ends.
    void rateNext(std::unique_lock<std::mutex> &lock)
    {
        Job &job = m_window[m_taken++ - m_written];
        lock.unlock();
        rateJob(job, m_options, m_context.stop);
        lock.lock();
        job.rated = true;
        if (&job == &m_window.front())
            m_done.notify_one();
    }

    Context &m_context;
    RateOptions m_options;
    unsigned m_wanted;
    std::size_t m_capacity;
    std::mutex m_mutex;
    std::condition_variable m_work; // raters: a puzzle to take, or the end
    std::condition_variable m_room; // the reader: room in the window, or the end
    std::condition_variable m_done; // the writer: the front is rated, or the end
    std::deque<Job> m_window;       // read and not yet written, in input order
    std::size_t m_written = 0;      // puzzles taken from the window's front: the index of its first
    std::size_t m_taken = 0;        // puzzles taken by a rater (or the reader), from the first read
    bool m_closed = false;          // the reader is done
    bool m_stopping = false;        // the output is gone or the run ends: everyone stops
    std::vector<std::thread> m_raters; // started and joined by the reader's side only
    bool m_startFailed = false;
};

// Reads every puzzle into the pipeline on a thread of its own while this one writes; without
// a thread for it, reads, rates and writes each puzzle in turn here. Returns the reading's
// status; `threadsUsed`, the threads that rated.
int rateAll(const Arguments &arguments, Context &context, const RateOptions &options, unsigned threads,
            ResultWriter &writer, unsigned &threadsUsed)
{
    RatePipeline pipeline(context, options, threads);
    std::mutex streams;
    context.streams = &streams;
    // Reading standard input flushes standard output first (its tie): on the reading thread
    // that would take the buffer from under this one as it writes. Untied, the hand-overs
    // still bring each result to a person at a terminal within milliseconds.
    std::ostream *const tied = context.in.tie(nullptr);
    int readStatus = ExitSuccess;
    std::thread reader;
    try {
        reader = std::thread([&] {
            readStatus = readPuzzlesOf(context, arguments.files, [&pipeline](std::string_view source,
                                                                              const PuzzleRecord &record) {
                pipeline.add(source, record);
            });
            pipeline.close();
        });
    } catch (const std::system_error &error) {
        context.streams = nullptr;
        context.in.tie(tied);
        note(context, "sudoku-cli rate: could not start a thread (" + error.code().message()
                          + "); rating one puzzle at a time\n");
        RatePipeline alone(context, options, 0);
        readStatus = readPuzzlesOf(context, arguments.files, [&](std::string_view source, const PuzzleRecord &record) {
            alone.add(source, record);
            alone.write(writer, false);
        });
        alone.close();
        alone.write(writer, true);
        threadsUsed = 1;
        return readStatus;
    }
    pipeline.write(writer, true);
    reader.join();
    context.streams = nullptr;
    context.in.tie(tied);
    threadsUsed = pipeline.threads();
    return readStatus;
}

} // namespace

int runRate(const Arguments &arguments, Context &context)
{
    RateOptions options;
    options.timed = arguments.flag("--stats");
    options.check = arguments.flag("--check");
    options.json = arguments.flag("--json");
    unsigned threads = static_cast<unsigned>(arguments.number("--jobs")); // at most MaxJobs
    if (threads == 0)
        threads = std::clamp(std::thread::hardware_concurrency(), 1u, static_cast<unsigned>(MaxJobs));
    const auto start = Clock::now();
    ResultWriter writer(context, options);
    unsigned threadsUsed = 1;
    Status status;
    status.raise(rateAll(arguments, context, options, threads, writer, threadsUsed));
    status.raise(writer.status().code());
    if (stopRequested(context))
        return status.code(); // the output is gone: run() ends the run as a failed write
    if (options.timed) {
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        context.err << writer.summary().report(seconds, threadsUsed);
    }
    if (options.check)
        context.err << "check: " + std::to_string(writer.wrongSteps()) + " wrong steps\n";
    return status.code();
}

} // namespace sudoku::cli
