#include "reports/report_sections.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>

#include "core/phase.h"
#include "core/plan.h"
#include "core/units.h"
#include "reports/format.h"
#include "reports/svg_chart.h"
#include "reports/timeline.h"
#include "validation/validation.h"

namespace shoal::reports {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kGiBytes = 1024.0 * 1024.0 * 1024.0;
constexpr double kSecondsPerDay = 86400.0;
constexpr double kValidationBand = 0.15;  // the ±15% band of the predicted-vs-measured chart
constexpr const char* kCapacityColor = "#d62728";
constexpr const char* kParetoColor = "#222222";

/// A simulation as a one-row plan table entry (no training totals).
PlanEntry EntryOf(const SimulationResult& s) {
  PlanEntry e;
  e.rank = 1;
  e.summary = s.plan.Summary();
  e.plan = s.plan;
  e.step_time_s = s.step_time_s;
  e.tokens_per_s = s.tokens_per_s;
  e.mfu = s.mfu;
  e.model_tflops_per_gpu = s.model_tflops_per_gpu;
  e.peak_memory_bytes = s.peak_memory_bytes;
  e.energy_j_per_step = s.energy_j_per_step;
  e.time_to_train_s = e.cost_usd = e.energy_kwh = e.co2_kg = e.goodput = kNaN;
  e.breakdown = s.breakdown;
  return e;
}

Cell Num(double v, int decimals) { return NumberCell(Fixed(v, decimals), v); }

std::string PlanFieldText(const Json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

std::string BreakdownColor(const std::string& key) {
  const std::optional<Phase> phase = ParsePhase(key);
  return phase ? InfoOf(*phase).color : "#888888";
}

std::string MemoryColor(const std::string& key) {
  static const std::map<std::string, std::string> kColors = {
      {"weights_bytes", "#4e79a7"},       {"gradients_bytes", "#f28e2b"},
      {"optimizer_bytes", "#edc948"},     {"activations_bytes", "#59a14f"},
      {"moe_buffers_bytes", "#b07aa1"},   {"comm_buffers_bytes", "#76b7b2"},
      {"fragmentation_bytes", "#bab0ac"}, {"nccl_bytes", "#e15759"},
      {"reserved_bytes", "#9c755f"},      {"host_bytes", "#ff9da7"},
      {"nvme_bytes", "#d37295"}};
  auto it = kColors.find(key);
  return it == kColors.end() ? "#888888" : it->second;
}

Table PlansTable(const std::vector<PlanEntry>& plans, bool with_training) {
  Table t;
  t.csv_name = "plans";
  t.title = "Ranked plans";
  t.columns = {{"Rank", "rank"},
               {"Plan", "summary"},
               {"Step time (s)", "step_time_s"},
               {"Tokens/s", "tokens_per_s"},
               {"MFU", "mfu"},
               {"Model TFLOP/s per GPU", "model_tflops_per_gpu"},
               {"Peak memory (GiB)", "peak_memory_bytes"},
               {"Energy per step (MJ)", "energy_j_per_step"}};
  if (with_training) {
    t.columns.insert(t.columns.end(), {{"Time to train", "time_to_train_s"},
                                       {"Cost", "cost_usd"},
                                       {"Energy (MWh)", "energy_kwh"},
                                       {"CO2 (t)", "co2_kg"},
                                       {"Goodput", "goodput"}});
  }
  // PlanToJson names the rank order only where it is not the default: every
  // row gets the column when any plan does, so the rows line up.
  const bool any_order = std::any_of(plans.begin(), plans.end(), [](const PlanEntry& e) {
    return e.plan.rank_order != RankOrder::kTpCpEpDpPp;
  });
  auto plan_json = [any_order](const Plan& plan) {
    Json j = PlanToJson(plan);
    if (any_order) j["rank_order"] = RankOrderName(plan.rank_order);
    return j;
  };
  Json plan_keys = plans.empty() ? Json::object() : plan_json(plans.front().plan);
  for (auto it = plan_keys.begin(); it != plan_keys.end(); ++it) {
    t.columns.push_back({"plan." + it.key(), "plan_" + it.key(), true});
  }
  for (const auto& key : BreakdownKeys()) t.columns.push_back({key, key, true});
  for (const auto& p : plans) {
    std::vector<Cell> row = {NumberCell(std::to_string(p.rank), p.rank),
                             TextCell(p.summary),
                             Num(p.step_time_s, 3),
                             Num(p.tokens_per_s, 0),
                             NumberCell(Percent(p.mfu), p.mfu),
                             Num(p.model_tflops_per_gpu, 1),
                             NumberCell(GiB(p.peak_memory_bytes), p.peak_memory_bytes),
                             NumberCell(Fixed(p.energy_j_per_step / 1e6, 2), p.energy_j_per_step)};
    if (with_training) {
      row.insert(row.end(), {NumberCell(Duration(p.time_to_train_s), p.time_to_train_s),
                             NumberCell(Dollars(p.cost_usd), p.cost_usd),
                             NumberCell(Fixed(p.energy_kwh / 1e3, 1), p.energy_kwh),
                             NumberCell(Fixed(p.co2_kg / 1e3, 1), p.co2_kg),
                             NumberCell(Percent(p.goodput), p.goodput)});
    }
    Json pj = plan_json(p.plan);
    for (auto it = pj.begin(); it != pj.end(); ++it) row.push_back(TextCell(PlanFieldText(*it)));
    for (const auto& [key, v] : p.breakdown) row.push_back(Num(v, 4));
    t.rows.push_back(std::move(row));
  }
  t.summary_rows = kSummaryRows;
  t.page_rows = 100;
  return t;
}

/// Stacked step-time bars, one per plan, one layer per breakdown component.
std::string BreakdownChart(const std::string& title, const std::vector<PlanEntry>& plans) {
  std::vector<std::string> categories;
  for (const auto& p : plans) categories.push_back("#" + std::to_string(p.rank));
  if (plans.size() == 1) categories = {plans.front().summary};
  SvgChart chart(title, 900, 400);
  chart.SetCategories(categories);
  chart.SetXAxis({plans.size() == 1 ? "Plan" : "Plan (rank; see the table)"});
  chart.SetYAxis({"Time per step (s)"});
  std::vector<BarSeries> layers;
  for (size_t k = 0; k < BreakdownKeys().size(); ++k) {
    const std::string& key = BreakdownKeys()[k];
    BarSeries s{BreakdownLabel(key), {}, BreakdownColor(key)};
    bool any = false;
    for (const auto& p : plans) {
      double v = p.breakdown[k].second;
      any |= v > 0;
      s.values.push_back(v);
    }
    if (any) layers.push_back(std::move(s));
  }
  chart.AddStackedBars(std::move(layers));
  return chart.Render();
}

std::string StageMemoryChart(const SimulationResult& sim) {
  SvgChart chart("Memory per GPU by pipeline stage", 900, 400);
  std::vector<std::string> categories;
  for (const auto& st : sim.stages) categories.push_back("stage " + std::to_string(st.stage));
  chart.SetCategories(categories);
  chart.SetXAxis({"Pipeline stage"});
  chart.SetYAxis({"Memory per GPU (GiB)"});
  std::vector<BarSeries> layers;
  for (size_t k = 0; k < StageMemoryKeys().size(); ++k) {
    const std::string& key = StageMemoryKeys()[k];
    if (key == "host_bytes" || key == "nvme_bytes") continue;  // off the GPU
    BarSeries s{MemoryLabel(key), {}, MemoryColor(key)};
    bool any = false;
    for (const auto& st : sim.stages) {
      double v = st.memory[k].second / kGiBytes;
      any |= v > 0;
      s.values.push_back(v);
    }
    if (any) layers.push_back(std::move(s));
  }
  chart.AddStackedBars(std::move(layers));
  chart.AddHorizontalRule("GPU memory", sim.gpu_memory_bytes / kGiBytes, kCapacityColor, "GiB");
  return chart.Render();
}

std::string StageBusyChart(const SimulationResult& sim) {
  SvgChart chart("Busy time per pipeline stage", 900, 360);
  std::vector<std::string> categories;
  BarSeries compute{"compute busy", {}, "#4e79a7"}, comm{"communication busy", {}, "#f28e2b"};
  for (const auto& st : sim.stages) {
    categories.push_back("stage " + std::to_string(st.stage));
    compute.values.push_back(st.compute_busy_s);
    comm.values.push_back(st.comm_busy_s);
  }
  chart.SetCategories(categories);
  chart.SetXAxis({"Pipeline stage"});
  chart.SetYAxis({"Busy time per step (s)"});
  chart.AddBars(std::move(compute));
  chart.AddBars(std::move(comm));
  chart.AddHorizontalRule("step time", sim.step_time_s, kCapacityColor, "s");
  return chart.Render();
}

Table SimulationStagesTable(const SimulationResult& sim) {
  Table t;
  t.csv_name = "stages";
  t.title = "Pipeline stages (memory per GPU)";
  t.columns = {{"Stage", "stage"},
               {"Layers", "layers"},
               {"Compute busy (s)", "compute_busy_s"},
               {"Comm busy (s)", "comm_busy_s"}};
  for (const auto& key : StageMemoryKeys()) {
    t.columns.push_back({MemoryLabel(key) + " (GiB)", key});
  }
  t.columns.push_back({"Total (GiB)", "total_bytes"});
  t.columns.push_back({"Share of GPU memory", "gpu_memory_fraction"});
  t.columns.push_back({"Headroom (GiB)", "headroom_bytes"});
  for (const auto& st : sim.stages) {
    std::vector<Cell> row = {NumberCell(std::to_string(st.stage), st.stage),
                             NumberCell(std::to_string(st.layers), st.layers),
                             Num(st.compute_busy_s, 3), Num(st.comm_busy_s, 3)};
    for (const auto& [key, bytes] : st.memory) row.push_back(NumberCell(GiB(bytes), bytes));
    row.push_back(NumberCell(GiB(st.memory_total_bytes), st.memory_total_bytes));
    double share = st.memory_total_bytes / sim.gpu_memory_bytes;
    row.push_back(NumberCell(Percent(share), share));
    row.push_back(std::isnan(st.headroom_bytes)
                      ? NumberCell("", kNaN)
                      : NumberCell(GiB(st.headroom_bytes), st.headroom_bytes));
    t.rows.push_back(std::move(row));
  }
  return t;
}

/// `plan --explain`: the breakdowns side by side and the reasons in words.
Section ExplanationSection(const Explanation& e) {
  Section s{"Why the best plan wins"};
  s.notes.push_back("The best plan (#" + std::to_string(e.best.rank) + ", " + e.best.layout +
                    ") beside the best plan of each other parallel layout in the ranking, "
                    "objective " +
                    e.objective + "; seconds per step on the critical stage.");
  for (const auto& o : e.others) {
    s.notes.push_back("#" + std::to_string(o.rank) + " " + o.layout + " " + o.reason + ".");
  }
  if (e.others.empty()) {
    s.notes.push_back(
        "Every ranked plan has the layout of #1; rank with --distinct to compare "
        "layouts.");
  }
  std::vector<const LayoutStanding*> cols = {&e.best};
  for (const auto& o : e.others) cols.push_back(&o);
  Table t;
  t.csv_name = "explanation";
  t.title = "Step-time breakdown of each layout's best plan";
  t.columns.push_back({"Component", "component"});
  for (const auto* col : cols) {
    t.columns.push_back({"#" + std::to_string(col->rank) + " " + col->layout,
                         "rank" + std::to_string(col->rank) + "_s"});
  }
  for (size_t k = 0; k < e.best.breakdown.size(); ++k) {
    bool any = false;
    for (const auto* col : cols) any = any || col->breakdown[k].second != 0;
    if (!any) continue;
    std::vector<Cell> row = {TextCell(BreakdownLabel(e.best.breakdown[k].first))};
    for (const auto* col : cols) row.push_back(Num(col->breakdown[k].second, 3));
    t.rows.push_back(std::move(row));
  }
  std::vector<Cell> step = {TextCell("step time")};
  std::vector<Cell> memory = {TextCell("peak memory (GiB)")};
  for (const auto* col : cols) {
    step.push_back(Num(col->step_time_s, 3));
    memory.push_back(NumberCell(GiB(col->peak_memory_bytes), col->peak_memory_bytes));
  }
  t.rows.push_back(std::move(step));
  t.rows.push_back(std::move(memory));
  s.tables.push_back(std::move(t));
  return s;
}

void AddFigure(Section& section, std::string id, std::string caption, std::string svg) {
  section.figures.push_back({std::move(id), std::move(caption), std::move(svg)});
}

}  // namespace

std::string BreakdownLabel(const std::string& key) {
  const std::optional<Phase> phase = ParsePhase(key);
  return phase ? InfoOf(*phase).label : key;
}

std::string MemoryLabel(const std::string& key) {
  static const std::map<std::string, std::string> kLabels = {
      {"weights_bytes", "weights"},
      {"gradients_bytes", "gradients"},
      {"optimizer_bytes", "optimizer state"},
      {"activations_bytes", "activations"},
      {"moe_buffers_bytes", "MoE buffers"},
      {"comm_buffers_bytes", "comm buffers"},
      {"fragmentation_bytes", "fragmentation"},
      {"nccl_bytes", "NCCL buffers"},
      {"reserved_bytes", "reserved"},
      {"host_bytes", "host (offloaded)"},
      {"nvme_bytes", "NVMe (offloaded)"}};
  auto it = kLabels.find(key);
  return it == kLabels.end() ? key : it->second;
}

Report SimulationReport(const SimulationResult& sim, const std::string& source) {
  Report r;
  r.title = "Simulation: " + sim.scenario;
  r.source = source;
  r.facts = {
      {"Scenario", sim.scenario},
      {"Hardware", sim.hardware + " x " + std::to_string(sim.num_gpus)},
      {"Plan", sim.plan.Summary()},
      {"Fits in memory", sim.feasible ? "yes" : "NO: " + sim.infeasible_reason},
      {"Step time", Fixed(sim.step_time_s, 3) + " s"},
      {"80% / 95% interval",
       sim.step_time_p90_s > 0
           ? Fixed(sim.step_time_p10_s, 3) + "-" + Fixed(sim.step_time_p90_s, 3) + " s / " +
                 Fixed(sim.step_time_p2_5_s, 3) + "-" + Fixed(sim.step_time_p97_5_s, 3) + " s"
           : std::string("-")},
      {"Throughput", Fixed(sim.tokens_per_s, 0) + " tokens/s"},
      {"MFU / HFU", Percent(sim.mfu) + " / " + Percent(sim.hfu)},
      {"Model TFLOP/s per GPU", Fixed(sim.model_tflops_per_gpu, 1)},
      {"Peak memory per GPU",
       GiB(sim.peak_memory_bytes) + " of " + GiB(sim.gpu_memory_bytes) + " GiB"},
      {"Energy per step", Fixed(sim.energy_j_per_step / 1e6, 2) + " MJ (" +
                              Fixed(sim.avg_gpu_power_w, 0) + " W per GPU)"}};
  if (std::isfinite(sim.energy_j_per_token) && sim.energy_j_per_token > 0) {
    r.facts.push_back({"Energy per token", Fixed(sim.energy_j_per_token, 3) + " J"});
  }
  if (!sim.gpu_power_by_activity.empty()) {
    std::string board;
    for (const auto& [k, w] : sim.gpu_power_by_activity) {
      if (w > 0) board += (board.empty() ? "" : ", ") + k + " " + Fixed(w, 0);
    }
    const double nodes = sim.avg_gpu_power_w + sim.node_overhead_w + sim.psu_loss_w;
    r.facts.push_back({"Power per GPU", "board " + Fixed(sim.avg_gpu_power_w, 0) + " W (" + board +
                                            ") + node " + Fixed(sim.node_overhead_w, 0) +
                                            " W + power supplies " + Fixed(sim.psu_loss_w, 0) +
                                            " W + network " + Fixed(sim.network_w, 0) +
                                            " W, x PUE " + Fixed(sim.pue, 2) + " = " +
                                            Fixed((nodes + sim.network_w) * sim.pue, 0) + " W"});
  }

  PlanEntry entry = EntryOf(sim);
  Section step{"Step time"};
  step.notes.push_back(
      "Where the critical path of one optimizer step goes: compute, recompute, communication "
      "that is not hidden behind compute, and pipeline bubbles.");
  if (sim.step_time_s > 0) {  // an infeasible plan may come without a timing
    AddFigure(step, "step-breakdown",
              "Step time broken down by component (seconds on the critical path).",
              BreakdownChart("Step-time breakdown", {entry}));
  }
  step.tables.push_back(PlansTable({entry}, false));
  r.sections.push_back(std::move(step));

  Section stages{"Pipeline stages"};
  if (!sim.stages.empty()) {
    AddFigure(stages, "stage-memory",
              "Memory per GPU of each pipeline stage by kind, against the GPU's memory (dashed "
              "line). Offloaded state in host memory is not drawn.",
              StageMemoryChart(sim));
    AddFigure(stages, "stage-busy",
              "Busy time of each stage's compute and communication streams; a stage far below "
              "the step time waits on the others.",
              StageBusyChart(sim));
  }
  stages.tables.push_back(SimulationStagesTable(sim));
  r.sections.push_back(std::move(stages));
  return r;
}

Report PlanSearchReport(const PlanSearchResult& search, const std::string& source,
                        double gpu_memory_bytes) {
  Report r;
  r.title = "Plan search: " + search.scenario;
  r.source = source;
  std::vector<PlanEntry> views = search.plans;
  std::stable_sort(views.begin(), views.end(),
                   [](const PlanEntry& a, const PlanEntry& b) { return a.rank < b.rank; });
  r.facts = {{"Scenario", search.scenario},
             {"Hardware", search.hardware + " x " + std::to_string(search.num_gpus)},
             {"Objective", search.objective.empty() ? "-" : search.objective},
             {"Plans ranked", std::to_string(search.plans.size())},
             {"Search space", Significant(search.search.space_size, 6) + " plans, " +
                                  Significant(search.search.evaluated, 6) + " evaluated, " +
                                  Significant(search.search.simulated, 6) + " simulated in " +
                                  Fixed(search.search.wall_s, 2) + " s"}};
  if (!search.constraints.empty()) r.facts.push_back({"Constraints", search.constraints});
  if (!search.fabric.empty()) r.facts.push_back({"Fabric (best plan)", search.fabric});
  if (search.global_batch_sizes.size() > 1) {
    std::string batches;
    for (double b : search.global_batch_sizes) {
      batches += (batches.empty() ? "" : ", ") + Significant(b, 8);
    }
    r.facts.push_back({"Global batches tried", batches + " (ranked per sequence)"});
  }
  if (!views.empty()) {
    const PlanEntry& best = views.front();
    r.facts.push_back({"Best plan", best.summary});
    r.facts.push_back(
        {"Best step time", Fixed(best.step_time_s, 3) + " s (MFU " + Percent(best.mfu) + ")"});
    r.facts.push_back({"Best time to train", Duration(best.time_to_train_s) + ", " +
                                                 Dollars(best.cost_usd) + ", " +
                                                 Fixed(best.energy_kwh / 1e3, 1) + " MWh"});
  }

  Section ranked{"Ranked plans"};
  if (!search.search.rejected.empty()) {
    std::string rejected = "Rejected candidates:";
    auto sorted = search.search.rejected;
    std::sort(sorted.begin(), sorted.end(),
              [](const auto& a, const auto& b) { return a.second > b.second; });
    for (const auto& [why, n] : sorted) rejected += " " + why + " (" + Significant(n, 8) + ");";
    rejected.pop_back();
    ranked.notes.push_back(rejected + ".");
  }
  if (!views.empty()) {
    std::vector<PlanEntry> top(views.begin(), views.begin() + static_cast<std::ptrdiff_t>(std::min(
                                                                  kChartPlans, views.size())));
    AddFigure(ranked, "plan-breakdown",
              "Step time of the " + std::to_string(top.size()) +
                  " best plans, stacked by component; bars are labelled by rank (see the table).",
              BreakdownChart("Step-time breakdown of the top plans", top));
    SvgChart scatter("Step time vs peak memory of every ranked plan", 900, 380);
    scatter.SetXAxis({"Peak memory per GPU (GiB)"});
    scatter.SetYAxis({"Step time (s)"});
    std::vector<ChartPoint> points;
    for (const auto& v : views) {
      points.push_back({v.peak_memory_bytes / kGiBytes, v.step_time_s,
                        "#" + std::to_string(v.rank) + " " + v.summary});
    }
    scatter.AddScatter("plans", std::move(points));
    scatter.AddScatter("best plan",
                       {{views.front().peak_memory_bytes / kGiBytes, views.front().step_time_s,
                         "#1 " + views.front().summary}},
                       kParetoColor, Marker::kRing);
    AddFigure(ranked, "plan-scatter",
              "Each ranked plan's step time against its peak memory per GPU; the ring marks the "
              "best.",
              scatter.Render());
  }
  ranked.tables.push_back(PlansTable(views, true));
  r.sections.push_back(std::move(ranked));

  Section memory{"Memory per pipeline stage"};
  Table stages;
  stages.csv_name = "stages";
  stages.title = "Peak memory per stage";
  stages.columns = {{"Rank", "rank"},
                    {"Stage", "stage"},
                    {"Peak memory (GiB)", "peak_memory_bytes"},
                    {"Share of GPU memory", "gpu_memory_fraction"},
                    {"Headroom (GiB)", "headroom_bytes"}};
  size_t top_stage_rows = 0;
  for (const auto& e : views) {  // in rank order
    for (size_t s = 0; s < e.stage_peak_memory_bytes.size(); ++s) {
      double bytes = e.stage_peak_memory_bytes[s];
      double share = gpu_memory_bytes > 0 ? bytes / gpu_memory_bytes : kNaN;
      stages.rows.push_back(
          {NumberCell(std::to_string(e.rank), e.rank),
           NumberCell(std::to_string(s), static_cast<double>(s)), NumberCell(GiB(bytes), bytes),
           NumberCell(Percent(share), share),
           s < e.stage_headroom_bytes.size()
               ? NumberCell(GiB(e.stage_headroom_bytes[s]), e.stage_headroom_bytes[s])
               : NumberCell("", kNaN)});
      if (e.rank <= 3) ++top_stage_rows;
    }
  }
  stages.page_rows = top_stage_rows;
  stages.summary_rows = top_stage_rows;
  if (!views.empty()) {
    const PlanEntry* best = &views.front();
    if (!best->stage_peak_memory_bytes.empty()) {
      SvgChart chart("Peak memory per stage of the best plan", 900, 380);
      std::vector<std::string> categories;
      BarSeries bars{"peak memory (plan #" + std::to_string(best->rank) + ")", {}, "#4e79a7"};
      for (size_t s = 0; s < best->stage_peak_memory_bytes.size(); ++s) {
        categories.push_back("stage " + std::to_string(s));
        bars.values.push_back(best->stage_peak_memory_bytes[s] / kGiBytes);
      }
      chart.SetCategories(categories);
      chart.SetXAxis({"Pipeline stage"});
      chart.SetYAxis({"Memory per GPU (GiB)"});
      chart.AddBars(std::move(bars));
      if (gpu_memory_bytes > 0) {
        chart.AddHorizontalRule("GPU memory", gpu_memory_bytes / kGiBytes, kCapacityColor, "GiB");
      }
      AddFigure(memory, "stage-memory",
                "Peak memory per GPU of each pipeline stage of the best plan (" + best->summary +
                    ")" +
                    (gpu_memory_bytes > 0 ? ", against the GPU's memory (dashed line)." : "."),
                chart.Render());
    }
  }
  if (gpu_memory_bytes <= 0) {
    memory.notes.push_back("The GPU memory of \"" + search.hardware +
                           "\" is unknown here (not a bundled profile), so no capacity is drawn.");
  }
  memory.tables.push_back(std::move(stages));
  r.sections.push_back(std::move(memory));
  if (search.explanation) r.sections.push_back(ExplanationSection(*search.explanation));
  return r;
}

/// Time to train against GPU count with what failures cost: per GPU type the
/// failure-free time (goodput x expected, dashed), the expected time with
/// failures, stragglers, checkpoints and restarts (solid) and the band up to
/// the P90 time to train (planner/reliability.h).
static void AddFailureCostFigure(Section& charts, const std::vector<std::string>& hardware,
                                 const std::vector<const SweepPoint*>& feasible,
                                 const std::vector<double>& count_ticks) {
  SvgChart chart("Time to train with failures vs GPU count", 900, 400);
  chart.SetXAxis({"GPUs", ScaleKind::kLog, count_ticks});
  chart.SetYAxis({"Time to train (days)", ScaleKind::kLog});
  const SweepPoint* worst = nullptr;  // the largest share lost to failures
  auto lost = [](const SweepPoint* p) { return 1.0 - p->goodput; };
  for (size_t h = 0; h < hardware.size(); ++h) {
    std::vector<const SweepPoint*> line;
    for (const auto* p : feasible) {
      if (p->hardware == hardware[h] && p->goodput > 0 && std::isfinite(p->time_to_train_p90_s)) {
        line.push_back(p);
      }
    }
    if (line.empty()) continue;
    std::sort(line.begin(), line.end(),
              [](const SweepPoint* a, const SweepPoint* b) { return a->num_gpus < b->num_gpus; });
    std::vector<ChartPoint> free, expected, p90;
    for (const auto* p : line) {
      const double x = p->num_gpus;
      const double free_s = p->time_to_train_s * p->goodput;
      const std::string who = std::to_string(p->num_gpus) + " x " + p->hardware + ": ";
      free.push_back({x, free_s / kSecondsPerDay, who + Duration(free_s) + " without failures"});
      expected.push_back({x, p->time_to_train_s / kSecondsPerDay,
                          who + Duration(p->time_to_train_s) + " expected, " + Duration(free_s) +
                              " without failures (goodput " + Percent(p->goodput) + "), P90 " +
                              Duration(p->time_to_train_p90_s)});
      p90.push_back({x, std::max(p->time_to_train_p90_s, free_s) / kSecondsPerDay,
                     who + Duration(p->time_to_train_p90_s) + " at P90"});
      if (!worst || lost(p) > lost(worst)) worst = p;
    }
    const std::string color = PaletteColor(h);
    chart.AddBand(hardware[h] + " to P90", free, p90, color);
    chart.AddLine(hardware[h] + " without failures", free, color, true, false);
    chart.AddLine(hardware[h] + " expected", expected, color);
  }
  if (chart.empty() || !worst) return;
  charts.notes.push_back("Failures cost most at " + std::to_string(worst->num_gpus) + " x " +
                         worst->hardware + ": " + Percent(1.0 - worst->goodput) +
                         " of the expected time to train (goodput " + Percent(worst->goodput) +
                         "), P90 " + Duration(worst->time_to_train_p90_s) + " against " +
                         Duration(worst->time_to_train_s * worst->goodput) + " without failures.");
  AddFigure(charts, "sweep-failures",
            "Time to train of the best plan at each GPU count: dashed without failures, solid "
            "expected with hard and grey failures, stragglers, checkpoints and restarts, shaded up "
            "to the P90 (seeded Monte Carlo).",
            chart.Render());
}

Report SweepReport(const SweepResult& sweep, const std::string& source) {
  Report r;
  r.title = "Sweep: " + sweep.scenario;
  r.source = source;
  std::vector<const SweepPoint*> feasible;
  std::set<std::string> hardware_set;
  std::vector<std::string> hardware;  // in order of first appearance
  for (const auto& p : sweep.points) {
    if (hardware_set.insert(p.hardware).second) hardware.push_back(p.hardware);
    if (p.feasible) feasible.push_back(&p);
  }
  size_t pareto_count = 0;
  for (const auto* p : feasible) pareto_count += p->pareto;
  r.facts = {{"Scenario", sweep.scenario},
             {"Tokens to train", Significant(sweep.tokens, 4)},
             {"Configurations", std::to_string(sweep.points.size()) + " (" +
                                    std::to_string(feasible.size()) + " feasible, " +
                                    std::to_string(pareto_count) + " on the Pareto front)"}};
  if (!sweep.constraints.empty()) r.facts.push_back({"Constraints", sweep.constraints});
  auto best_by = [&](double SweepPoint::*field) -> const SweepPoint* {
    const SweepPoint* best = nullptr;
    for (const auto* p : feasible) {
      if (!best || p->*field < best->*field) best = p;
    }
    return best;
  };
  auto name = [](const SweepPoint* p) { return std::to_string(p->num_gpus) + " x " + p->hardware; };
  if (const auto* p = best_by(&SweepPoint::time_to_train_s)) {
    r.facts.push_back(
        {"Fastest", name(p) + ": " + Duration(p->time_to_train_s) + ", " + Dollars(p->cost_usd)});
  }
  if (const auto* p = best_by(&SweepPoint::cost_usd)) {
    r.facts.push_back(
        {"Cheapest", name(p) + ": " + Dollars(p->cost_usd) + ", " + Duration(p->time_to_train_s)});
  }
  if (const auto* p = best_by(&SweepPoint::energy_kwh)) {
    r.facts.push_back({"Least energy", name(p) + ": " + Fixed(p->energy_kwh / 1e3, 1) + " MWh"});
  }

  Section charts{"Time, cost and energy vs GPU count"};
  charts.notes.push_back(
      "One line per GPU type over the GPU counts swept (log scales); black rings mark the "
      "configurations on the Pareto front (no other configuration is both faster and cheaper).");
  std::set<double> counts;
  for (const auto* p : feasible) counts.insert(p->num_gpus);
  std::vector<double> count_ticks(counts.begin(), counts.end());
  while (count_ticks.size() > 12) {  // thin out: keep every other count
    std::vector<double> thinned;
    for (size_t i = 0; i < count_ticks.size(); i += 2) thinned.push_back(count_ticks[i]);
    count_ticks = std::move(thinned);
  }
  struct Metric {
    std::string id, title, axis;
    double SweepPoint::*field;
    double scale;
  };
  const Metric metrics[] = {
      {"sweep-time", "Time to train", "Time to train (days)", &SweepPoint::time_to_train_s,
       1 / kSecondsPerDay},
      {"sweep-cost", "Cost to train", "Cost (USD)", &SweepPoint::cost_usd, 1},
      {"sweep-energy", "Energy to train", "Energy (kWh)", &SweepPoint::energy_kwh, 1}};
  for (const auto& m : metrics) {
    SvgChart chart(m.title + " vs GPU count", 900, 400);
    chart.SetXAxis({"GPUs", ScaleKind::kLog, count_ticks});
    chart.SetYAxis({m.axis, ScaleKind::kLog});
    std::vector<ChartPoint> pareto;
    for (size_t h = 0; h < hardware.size(); ++h) {
      std::vector<const SweepPoint*> line;
      for (const auto* p : feasible) {
        if (p->hardware == hardware[h]) line.push_back(p);
      }
      std::sort(line.begin(), line.end(),
                [](const SweepPoint* a, const SweepPoint* b) { return a->num_gpus < b->num_gpus; });
      std::vector<ChartPoint> points;
      for (const auto* p : line) {
        double y = p->*m.field * m.scale;
        std::string tip = name(p) + ": " + m.axis + " " + Significant(y, 4);
        points.push_back({static_cast<double>(p->num_gpus), y, tip});
        if (p->pareto) pareto.push_back({static_cast<double>(p->num_gpus), y, "Pareto: " + tip});
      }
      chart.AddLine(hardware[h], std::move(points), PaletteColor(h));
    }
    if (!pareto.empty()) chart.AddScatter("Pareto front", pareto, kParetoColor, Marker::kRing);
    if (!chart.empty()) {
      AddFigure(charts, m.id, m.title + " of the best plan at each GPU count, per GPU type.",
                chart.Render());
    }
  }
  AddFailureCostFigure(charts, hardware, feasible, count_ticks);
  {
    SvgChart chart("Cost vs time to train", 900, 400);
    chart.SetXAxis({"Time to train (days)", ScaleKind::kLog});
    chart.SetYAxis({"Cost (USD)", ScaleKind::kLog});
    std::vector<ChartPoint> front;
    for (size_t h = 0; h < hardware.size(); ++h) {
      std::vector<ChartPoint> points;
      for (const auto* p : feasible) {
        if (p->hardware != hardware[h]) continue;
        ChartPoint pt{p->time_to_train_s / kSecondsPerDay, p->cost_usd,
                      name(p) + ": " + Duration(p->time_to_train_s) + ", " + Dollars(p->cost_usd)};
        if (p->pareto) front.push_back(pt);
        points.push_back(std::move(pt));
      }
      chart.AddScatter(hardware[h], std::move(points), PaletteColor(h));
    }
    std::sort(front.begin(), front.end(),
              [](const ChartPoint& a, const ChartPoint& b) { return a.x < b.x; });
    if (!front.empty()) {
      chart.AddLine("Pareto front", front, kParetoColor, true, false);
      chart.AddScatter("", front, kParetoColor, Marker::kRing);
    }
    if (!chart.empty()) {
      AddFigure(charts, "sweep-pareto",
                "Every feasible configuration's cost against its time to train; the dashed line "
                "joins the Pareto front.",
                chart.Render());
    }
  }
  Table t;
  t.csv_name = "sweep";
  t.title = "Configurations";
  t.columns = {{"Hardware", "hardware"},
               {"GPUs", "num_gpus"},
               {"Feasible", "feasible"},
               {"Pareto", "pareto"},
               {"Best plan", "best_plan"},
               {"Step time (s)", "step_time_s"},
               {"MFU", "mfu"},
               {"Time to train", "time_to_train_s"},
               {"Cost", "cost_usd"},
               {"Energy (MWh)", "energy_kwh"},
               {"CO2 (t)", "co2_kg"},
               {"Goodput", "goodput"},
               {"Checkpoint every", "checkpoint_interval_s"},
               {"Why not feasible", "reason"}};
  for (const auto& p : sweep.points) {
    double step = p.best ? p.best->step_time_s : kNaN;
    double mfu = p.best ? p.best->mfu : kNaN;
    t.rows.push_back(
        {TextCell(p.hardware), NumberCell(std::to_string(p.num_gpus), p.num_gpus),
         TextCell(p.feasible ? "yes" : "no"), TextCell(p.pareto ? "yes" : ""),
         TextCell(p.best ? p.best->summary : ""), Num(step, 3), NumberCell(Percent(mfu), mfu),
         NumberCell(Duration(p.time_to_train_s), p.time_to_train_s),
         NumberCell(Dollars(p.cost_usd), p.cost_usd),
         NumberCell(Fixed(p.energy_kwh / 1e3, 1), p.energy_kwh),
         NumberCell(Fixed(p.co2_kg / 1e3, 1), p.co2_kg), NumberCell(Percent(p.goodput), p.goodput),
         NumberCell(Duration(p.checkpoint_interval_s), p.checkpoint_interval_s),
         TextCell(p.reason)});
  }
  t.summary_rows = 20;
  charts.tables.push_back(std::move(t));
  r.sections.push_back(std::move(charts));
  return r;
}

static Table MemoryValidationTable(const ValidationResult& validation) {
  Table t;
  t.csv_name = "memory_validation";
  t.title = "Peak memory per GPU (predicted of the kind the source measured)";
  t.columns = {{"Id", "id"},
               {"Source group", "source_group"},
               {"Stack", "stack"},
               {"Measures", "measures"},
               {"Measured (GB)", "measured_peak_memory_gib"},
               {"Predicted (GB)", "predicted_peak_memory_gib"},
               {"Error", "error"},
               {"GPU memory (GB)", "hbm_gib"},
               {"Predicted to fit", "predicted_fits"}};
  for (const auto& m : validation.memory_rows) {
    t.rows.push_back({TextCell(m.id), TextCell(m.source_group), TextCell(m.stack),
                      TextCell(results::MemoryMeasureName(m.measure)), Num(m.measured_gib, 1),
                      Num(m.predicted_gib, 1),
                      NumberCell(SignedPercent(m.ErrorFraction()), m.ErrorFraction()),
                      Num(m.hbm_gib, 0), TextCell(m.predicted_fits ? "yes" : "no")});
  }
  t.summary_rows = 20;
  return t;
}

Report ValidationReport(const ValidationResult& validation, const std::string& source) {
  Report r;
  r.title = "Validation: predicted vs measured iteration time";
  r.source = source;
  std::vector<double> all_errors;
  std::map<std::string, std::vector<double>> group_errors;
  size_t within_band = 0;
  for (const auto& v : validation.rows) {
    double ape = std::fabs(v.ErrorFraction());
    all_errors.push_back(ape);
    group_errors[v.source_group].push_back(ape);
    within_band += ape <= kValidationBand;
  }
  validation::ErrorStats overall = validation::Summarize(all_errors);
  r.facts = {{"Rows", std::to_string(validation.rows.size())},
             {"MAPE", Percent(overall.mape)},
             {"Median APE", Percent(overall.median_ape)},
             {"Max APE", Percent(overall.max_ape)},
             {"Within ±15%",
              std::to_string(within_band) + " of " + std::to_string(validation.rows.size())}};

  Section accuracy{"Accuracy"};
  {
    SvgChart chart("Predicted vs measured iteration time", 760, 560);
    double lo = std::numeric_limits<double>::infinity(), hi = 0;
    for (const auto& v : validation.rows) {
      lo = std::min({lo, v.predicted_s, v.measured_s});
      hi = std::max({hi, v.predicted_s, v.measured_s});
    }
    std::vector<double> ticks = NiceLogTicks(lo, hi);
    chart.SetXAxis({"Measured iteration time (s)", ScaleKind::kLog, ticks});
    chart.SetYAxis({"Predicted iteration time (s)", ScaleKind::kLog, ticks});
    const double a = ticks.front(), b = ticks.back();
    chart.AddBand("±15% band", {{a, a * (1 - kValidationBand)}, {b, b * (1 - kValidationBand)}},
                  {{a, a * (1 + kValidationBand)}, {b, b * (1 + kValidationBand)}}, "#59a14f");
    chart.AddLine("y = x (perfect prediction)", {{a, a}, {b, b}}, "#555555", true, false);
    size_t g = 0;
    std::vector<ChartPoint> oom;
    for (const auto& [group, errors] : group_errors) {
      std::vector<ChartPoint> points;
      for (const auto& v : validation.rows) {
        if (v.source_group != group) continue;
        ChartPoint pt{v.measured_s, v.predicted_s,
                      v.id + " " + v.model + " on " + std::to_string(v.num_gpus) + " x " +
                          v.hardware + ": measured " + Significant(v.measured_s, 4) +
                          " s, predicted " + Significant(v.predicted_s, 4) + " s (" +
                          SignedPercent(v.ErrorFraction()) + ")"};
        if (!v.predicted_fits) oom.push_back(pt);
        points.push_back(std::move(pt));
      }
      chart.AddScatter(group.empty() ? "(no group)" : group, std::move(points), PaletteColor(g++));
    }
    if (!oom.empty()) chart.AddScatter("predicted not to fit", oom, kCapacityColor, Marker::kRing);
    AddFigure(accuracy, "validation-scatter",
              "Each published run's measured iteration time (x) against Shoal's prediction (y), "
              "log-log; points on the dashed line are exact, the shaded band is ±15%.",
              chart.Render());
  }
  // Peak memory: like for like (memory_validation_row: the kind the source
  // measured) where the file has it, else the rows' device-level prediction.
  std::vector<ChartPoint> memory_points;
  for (const auto& m : validation.memory_rows) {
    memory_points.push_back({m.measured_gib, m.predicted_gib,
                             m.id + " (" + results::MemoryMeasureName(m.measure) + "): measured " +
                                 Significant(m.measured_gib, 3) + " GB, predicted " +
                                 Significant(m.predicted_gib, 3) + " GB (" +
                                 SignedPercent(m.ErrorFraction()) + ")"});
  }
  for (const auto& v : validation.rows) {
    if (!validation.memory_rows.empty()) break;
    if (v.measured_peak_memory_gib && !std::isnan(v.predicted_peak_memory_gib)) {
      memory_points.push_back({*v.measured_peak_memory_gib, v.predicted_peak_memory_gib, v.id});
    }
  }
  if (!memory_points.empty()) {
    SvgChart chart("Predicted vs measured peak memory", 760, 460);
    double hi = 0;
    for (const auto& p : memory_points) hi = std::max({hi, p.x, p.y});
    std::vector<double> ticks = NiceLinearTicks(0, hi);
    chart.SetXAxis({"Measured peak memory per GPU (GB)", ScaleKind::kLinear, ticks});
    chart.SetYAxis({"Predicted peak memory per GPU (GB)", ScaleKind::kLinear, ticks});
    chart.AddLine("y = x", {{0, 0}, {ticks.back(), ticks.back()}}, "#555555", true, false);
    chart.AddScatter("runs", std::move(memory_points), "#4e79a7");
    AddFigure(
        accuracy, "validation-memory",
        "Peak memory per GPU where the source reports it: measured (x) against predicted (y).",
        chart.Render());
  }
  Table stats;
  // Not exported: validation.csv has the rows these are computed from.
  stats.title = "Error by source group";
  stats.columns = {{"Source group", "source_group"},
                   {"Rows", "count"},
                   {"MAPE", "mape"},
                   {"Median APE", "median_ape"},
                   {"Max APE", "max_ape"}};
  auto stats_row = [](const std::string& name, const validation::ErrorStats& s) {
    return std::vector<Cell>{TextCell(name), NumberCell(std::to_string(s.count), s.count),
                             NumberCell(Percent(s.mape), s.mape),
                             NumberCell(Percent(s.median_ape), s.median_ape),
                             NumberCell(Percent(s.max_ape), s.max_ape)};
  };
  for (const auto& [group, errors] : group_errors) {
    stats.rows.push_back(stats_row(group, validation::Summarize(errors)));
  }
  stats.rows.push_back(stats_row("all", overall));
  accuracy.tables.push_back(std::move(stats));

  Table rows;
  rows.csv_name = "validation";
  rows.title = "Runs";
  rows.columns = {{"Id", "id"},
                  {"Source group", "source_group"},
                  {"Model", "model"},
                  {"Hardware", "hardware"},
                  {"GPUs", "num_gpus"},
                  {"Plan", "plan"},
                  {"Measured (s)", "measured_iteration_time_s"},
                  {"Predicted (s)", "predicted_iteration_time_s"},
                  {"Error", "error"},
                  {"Predicted memory (GB)", "predicted_peak_memory_gb"},
                  {"Measured memory (GB)", "measured_peak_memory_gb"},
                  {"Predicted to fit", "predicted_fits"}};
  for (const auto& v : validation.rows) {
    double measured_mem = v.measured_peak_memory_gib ? *v.measured_peak_memory_gib : kNaN;
    rows.rows.push_back({TextCell(v.id), TextCell(v.source_group), TextCell(v.model),
                         TextCell(v.hardware), NumberCell(std::to_string(v.num_gpus), v.num_gpus),
                         TextCell(v.plan), Num(v.measured_s, 3), Num(v.predicted_s, 3),
                         NumberCell(SignedPercent(v.ErrorFraction()), v.ErrorFraction()),
                         Num(v.predicted_peak_memory_gib, 1), Num(measured_mem, 1),
                         TextCell(v.predicted_fits ? "yes" : "no")});
  }
  rows.summary_rows = 20;
  accuracy.tables.push_back(std::move(rows));
  if (!validation.memory_rows.empty()) accuracy.tables.push_back(MemoryValidationTable(validation));
  r.sections.push_back(std::move(accuracy));
  if (!validation.memory_rows.empty()) {
    std::vector<double> errors;
    int ran_but_oom = 0;
    for (const auto& m : validation.memory_rows) {
      errors.push_back(std::fabs(m.ErrorFraction()));
      ran_but_oom += !m.predicted_fits;
    }
    const validation::ErrorStats mem = validation::Summarize(errors);
    r.facts.push_back({"Peak memory MAPE",
                       Percent(mem.mape) + " over " + std::to_string(mem.count) + " rows; " +
                           std::to_string(ran_but_oom) + " runs that ran predicted not to fit"});
  }
  return r;
}

Report EnergyValidationReport(const EnergyValidationResult& energy, const std::string& source) {
  Report r;
  r.title = "Energy: predicted vs metered";
  r.source = source;
  std::vector<double> errors;
  for (const auto& e : energy.rows) errors.push_back(std::fabs(e.ErrorFraction()));
  const validation::ErrorStats stats = validation::Summarize(errors);
  r.facts = {{"Rows", std::to_string(energy.rows.size())},
             {"MAPE (all rows)", Percent(stats.mape)},
             {"Max APE", Percent(stats.max_ape)}};
  Section s{"Rows"};
  Table t;
  t.csv_name = "energy";
  t.title = "Predicted vs metered power and energy";
  t.columns = {{"Id", "id"},
               {"Model", "model"},
               {"Covers", "covers"},
               {"GPUs", "num_gpus"},
               {"Plan", "plan"},
               {"Predicted W per GPU", "predicted_w_per_gpu"},
               {"Measured W per GPU", "measured_w_per_gpu"},
               {"Predicted energy (MJ)", "predicted_energy_j"},
               {"Measured energy (MJ)", "measured_energy_j"},
               {"Error", "error"},
               {"Error, simulated step only", "step_only_error"},
               {"Timed region", "timed_region"}};
  for (const auto& e : energy.rows) {
    t.rows.push_back(
        {TextCell(e.id), TextCell(e.model), TextCell(sim::PowerBoundaryName(e.covers)),
         NumberCell(std::to_string(e.num_gpus), e.num_gpus), TextCell(e.plan),
         Num(e.predicted_w_per_gpu, 0), Num(e.measured_w_per_gpu, 0),
         NumberCell(Fixed(e.predicted_energy_j / 1e6, 2), e.predicted_energy_j),
         NumberCell(Fixed(e.measured_energy_j / 1e6, 2), e.measured_energy_j),
         NumberCell(SignedPercent(e.ErrorFraction()), e.ErrorFraction()),
         NumberCell(SignedPercent(e.StepOnlyErrorFraction()), e.StepOnlyErrorFraction()),
         TextCell(e.has_timed_region ? "yes" : "no")});
  }
  s.tables.push_back(std::move(t));
  r.sections.push_back(std::move(s));
  return r;
}

Report CollectiveValidationReport(const CollectiveValidationResult& collectives,
                                  const std::string& source) {
  Report r;
  r.title = "Collectives: predicted vs measured";
  r.source = source;
  std::vector<double> held, multi;
  for (const auto& c : collectives.rows) {
    if (c.role != "held_out") continue;
    held.push_back(std::fabs(c.ErrorFraction()));
    if (c.Nodes() > 1) multi.push_back(std::fabs(c.ErrorFraction()));
  }
  const validation::ErrorStats all = validation::Summarize(held);
  const validation::ErrorStats across = validation::Summarize(multi);
  r.facts = {{"Rows", std::to_string(collectives.rows.size())},
             {"Held-out rows", std::to_string(all.count)},
             {"MAPE (held out)", Percent(all.mape)},
             {"MAPE (two or more nodes)", Percent(across.mape)}};
  Section s{"Rows"};
  Table t;
  t.csv_name = "collectives";
  t.title = "Predicted vs measured time and bus bandwidth (nccl-tests convention)";
  t.columns = {{"Id", "id"},
               {"Group", "group"},
               {"Hardware", "hardware"},
               {"GPUs", "num_gpus"},
               {"Nodes", "nodes"},
               {"Bytes", "bytes"},
               {"Measured GB/s", "measured_busbw_gb_per_s"},
               {"Predicted GB/s", "predicted_busbw_gb_per_s"},
               {"Error", "error"},
               {"Role", "role"}};
  for (const auto& c : collectives.rows) {
    t.rows.push_back(
        {TextCell(c.id), TextCell(c.group), TextCell(c.hardware),
         NumberCell(std::to_string(c.num_gpus), c.num_gpus),
         NumberCell(std::to_string(c.Nodes()), c.Nodes()),
         NumberCell(Significant(c.bytes, 4), c.bytes), Num(c.MeasuredBusBandwidth() / kGB, 2),
         Num(c.PredictedBusBandwidth() / kGB, 2),
         NumberCell(SignedPercent(c.ErrorFraction()), c.ErrorFraction()), TextCell(c.role)});
  }
  s.tables.push_back(std::move(t));
  r.sections.push_back(std::move(s));
  return r;
}

Report InspectionReport(const InspectionResult& inspection, const std::string& source) {
  Report r;
  r.title = "Model: " + inspection.model;
  r.source = source;
  r.facts = {{"Scenario", inspection.scenario}, {"Model", inspection.model}};
  Section s{"Sizes and FLOPs"};
  Table t;
  t.csv_name = "model";
  t.title = "Parameters, FLOPs per token and model-state bytes";
  t.columns = {{"Quantity", "quantity"}, {"Value", "value"}};
  for (const auto& [key, value] : inspection.values) {
    t.rows.push_back({TextCell(key), NumberCell(Significant(value, 4), value)});
  }
  s.tables.push_back(std::move(t));
  r.sections.push_back(std::move(s));
  return r;
}

Report ExecutorValidationReport(const ExecutorValidationResult& e, const std::string& source) {
  Report r;
  const bool framework_run = e.run_schema == "shoal.measured.run/1";
  r.title =
      (framework_run ? "Measured run vs simulator: " : "Executor run vs simulator: ") + e.plan;
  r.source = source;
  r.facts = {{"Run", e.run},
             {"Plan", e.plan + " (" + std::to_string(e.world_size) + " ranks)"},
             {"Profile", e.hardware},
             {"Step-time error", SignedPercent(e.step_error)},
             {"Peak memory", GiB(e.predicted_peak_memory_bytes) + " predicted" +
                                 (std::isnan(e.measured_peak_memory_bytes)
                                      ? std::string()
                                      : ", " + GiB(e.measured_peak_memory_bytes) + " measured (" +
                                            e.peak_memory_measures + ")")}};
  if (!std::isnan(e.predicted_device_w)) {
    r.facts.push_back(
        {"Power per device", Fixed(e.predicted_device_w, 1) + " W predicted" +
                                 (std::isnan(e.measured_device_w)
                                      ? std::string(" (no reading in the run)")
                                      : ", " + Fixed(e.measured_device_w, 1) + " W measured")});
  }
  Section s{"Phases"};
  Table t;
  t.csv_name = "phases";
  t.title = framework_run
                ? "Predicted vs measured seconds per phase (blank: the run did not measure it)"
                : "Predicted vs measured seconds per phase";
  t.columns = {
      {"Phase", "phase"}, {"Predicted (s)", "predicted_s"}, {"Measured (s)", "measured_s"}};
  for (const auto& p : e.phases) {
    t.rows.push_back({TextCell(p.phase), Num(p.predicted_s, 4), Num(p.measured_s, 4)});
  }
  s.tables.push_back(std::move(t));
  r.sections.push_back(std::move(s));
  return r;
}

Section TraceSection(const std::vector<Trace>& traces) {
  Section s{"Timelines"};
  s.notes.push_back(
      "Each trace drawn on the same time axis: ranks (processes) are groups of rows, streams "
      "(threads) are rows, and phases are bars colored by category. Hover a bar for its name and "
      "duration.");
  double span = 0;
  for (const auto& t : traces) span = std::max(span, t.EndUs() - t.StartUs());
  for (size_t i = 0; i < traces.size(); ++i) {
    TimelineOptions options;
    options.span_us = span;
    AddFigure(s, "timeline-" + std::to_string(i + 1),
              "Timeline of " + traces[i].origin + " (" +
                  Fixed((traces[i].EndUs() - traces[i].StartUs()) / 1e3, 3) +
                  " ms from the first slice to the last).",
              RenderTimeline(traces[i], options));
  }
  Table t;
  t.csv_name = "traces";
  t.title = "Trace comparison (busy time per rank, ms)";
  t.columns = {{"Category", "category"}};
  std::vector<std::map<std::string, double>> busy;
  std::set<std::string> categories;
  for (size_t i = 0; i < traces.size(); ++i) {
    t.columns.push_back({traces[i].title, "trace" + std::to_string(i + 1) + "_ms"});
    busy.push_back(BusyPerRankUs(traces[i]));
    for (const auto& [c, us] : busy.back()) categories.insert(c);
  }
  std::vector<Cell> span_row = {TextCell("span (first to last slice)")};
  for (const auto& tr : traces) {
    double ms = (tr.EndUs() - tr.StartUs()) / 1e3;
    span_row.push_back(Num(ms, 3));
  }
  t.rows.push_back(std::move(span_row));
  for (const auto& c : categories) {
    std::vector<Cell> row = {TextCell(c)};
    for (const auto& b : busy) {
      auto it = b.find(c);
      double ms = it == b.end() ? 0 : it->second / 1e3;
      row.push_back(Num(ms, 3));
    }
    t.rows.push_back(std::move(row));
  }
  s.tables.push_back(std::move(t));
  return s;
}

}  // namespace shoal::reports
