// schema_check SCHEMA.json DEF FILE [--lines]: checks that FILE (one JSON
// document, or JSON lines with --lines) follows #/$defs/DEF of SCHEMA.json.
// A small subset of JSON Schema, enough for docs/result-schemas.json: type,
// const, enum, minimum, maximum, pattern (ECMAScript, the whole string),
// required, properties, additionalProperties, items, minItems, anyOf and
// local $ref. Prints each violation with its JSON path; exit 0 when the file
// conforms, 1 when it does not, 2 on bad usage.
#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

using Json = nlohmann::json;

namespace {

struct Checker {
  const Json& root;
  std::vector<std::string> errors;

  const Json& Resolve(const std::string& ref) {
    const std::string prefix = "#/$defs/";
    if (ref.rfind(prefix, 0) != 0 || !root["$defs"].contains(ref.substr(prefix.size()))) {
      throw std::runtime_error("unresolvable $ref " + ref);
    }
    return root["$defs"][ref.substr(prefix.size())];
  }

  static bool IsType(const Json& v, const std::string& type) {
    if (type == "object") return v.is_object();
    if (type == "array") return v.is_array();
    if (type == "string") return v.is_string();
    if (type == "boolean") return v.is_boolean();
    if (type == "null") return v.is_null();
    if (type == "number") return v.is_number();
    if (type == "integer") {
      return v.is_number_integer() ||
             (v.is_number_float() && std::floor(v.get<double>()) == v.get<double>());
    }
    throw std::runtime_error("unknown type " + type);
  }

  /// Adds violations of `schema` by `v` at `path` to `out`.
  void Check(const Json& schema, const Json& v, const std::string& path,
             std::vector<std::string>* out) {
    if (schema.contains("$ref")) {
      Check(Resolve(schema["$ref"].get<std::string>()), v, path, out);
      return;
    }
    if (schema.contains("anyOf")) {
      std::vector<std::string> all;
      for (const Json& option : schema["anyOf"]) {
        std::vector<std::string> these;
        Check(option, v, path, &these);
        if (these.empty()) return;
        all.push_back(these.front());
      }
      // The last option's first violation: options are listed simplest first (null).
      out->push_back(path + ": matches no anyOf option (" + all.back() + ")");
      return;
    }
    if (schema.contains("type")) {
      const Json& t = schema["type"];
      bool ok = false;
      if (t.is_string()) {
        ok = IsType(v, t.get<std::string>());
      } else {
        for (const Json& one : t) ok = ok || IsType(v, one.get<std::string>());
      }
      if (!ok) {
        out->push_back(path + ": expected type " + t.dump() + ", got " + v.type_name());
        return;
      }
    }
    if (schema.contains("const") && v != schema["const"]) {
      out->push_back(path + ": expected " + schema["const"].dump() + ", got " + v.dump());
    }
    if (schema.contains("enum")) {
      bool found = false;
      for (const Json& e : schema["enum"]) found = found || e == v;
      if (!found) out->push_back(path + ": expected one of " + schema["enum"].dump());
    }
    if (v.is_string() && schema.contains("pattern") &&
        !std::regex_match(v.get<std::string>(), std::regex(schema["pattern"].get<std::string>()))) {
      out->push_back(path + ": does not match the pattern " + schema["pattern"].dump());
    }
    if (v.is_number()) {
      if (schema.contains("minimum") && v.get<double>() < schema["minimum"].get<double>()) {
        out->push_back(path + ": below the minimum " + schema["minimum"].dump());
      }
      if (schema.contains("maximum") && v.get<double>() > schema["maximum"].get<double>()) {
        out->push_back(path + ": above the maximum " + schema["maximum"].dump());
      }
    }
    if (v.is_object()) {
      if (schema.contains("required")) {
        for (const Json& k : schema["required"]) {
          if (!v.contains(k.get<std::string>())) {
            out->push_back(path + ": missing required key \"" + k.get<std::string>() + "\"");
          }
        }
      }
      const Json props = schema.value("properties", Json::object());
      for (auto it = v.begin(); it != v.end(); ++it) {
        const std::string child = path + "." + it.key();
        if (props.contains(it.key())) {
          Check(props[it.key()], *it, child, out);
        } else if (schema.contains("additionalProperties")) {
          const Json& extra = schema["additionalProperties"];
          if (extra.is_boolean()) {
            if (!extra.get<bool>()) out->push_back(child + ": key not in the schema");
          } else {
            Check(extra, *it, child, out);
          }
        }
      }
    }
    if (v.is_array()) {
      if (schema.contains("minItems") && v.size() < schema["minItems"].get<size_t>()) {
        out->push_back(path + ": fewer than " + schema["minItems"].dump() + " items");
      }
      if (schema.contains("items")) {
        for (size_t i = 0; i < v.size(); ++i) {
          Check(schema["items"], v[i], path + "[" + std::to_string(i) + "]", out);
        }
      }
    }
  }
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4 || argc > 5 || (argc == 5 && std::string(argv[4]) != "--lines")) {
    std::cerr << "usage: schema_check SCHEMA.json DEF FILE [--lines]\n";
    return 2;
  }
  try {
    std::ifstream schema_in(argv[1]);
    const Json root = Json::parse(schema_in, nullptr, true, /*ignore_comments=*/true);
    Checker checker{root, {}};
    const Json def = {{"$ref", std::string("#/$defs/") + argv[2]}};
    std::ifstream in(argv[3]);
    if (!in) throw std::runtime_error(std::string("cannot open ") + argv[3]);
    std::vector<Json> documents;
    if (argc == 5) {
      std::string line;
      while (std::getline(in, line)) {
        if (line.find_first_not_of(" \t\r") != std::string::npos) {
          documents.push_back(Json::parse(line));
        }
      }
      if (documents.empty()) throw std::runtime_error("no JSON lines");
    } else {
      documents.push_back(Json::parse(in));
    }
    for (size_t i = 0; i < documents.size(); ++i) {
      const std::string path = documents.size() > 1 ? "line " + std::to_string(i + 1) + ": $" : "$";
      checker.Check(def, documents[i], path, &checker.errors);
    }
    for (const auto& e : checker.errors) std::cout << argv[3] << ": " << e << "\n";
    if (!checker.errors.empty()) return 1;
    std::cout << argv[3] << ": follows " << argv[2] << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "schema_check: " << e.what() << "\n";
    return 2;
  }
}
