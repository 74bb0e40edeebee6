// A scenario's name and description in several languages: the author's default text plus a text per
// interface language (en, ko, pt, zh_CN); players see the one of their language, else the default.
#pragma once

#include <array>
#include <map>
#include <string>
#include <string_view>

namespace eko {

struct Scenario;

// The languages a scenario's texts may be translated into (the program's interface languages).
inline constexpr std::array<std::string_view, 4> kScenarioLanguages{"en", "ko", "pt", "zh_CN"};
bool isScenarioLanguage(std::string_view language);

// Language ("ko") -> text. An empty text counts as no translation.
using TextTranslations = std::map<std::string, std::string, std::less<>>;

// The text for an interface language: its translation, else `defaultText`. A language with a region
// finds its base ("pt_BR" finds "pt", "ko_KR" finds "ko"), and a base finds a region ("zh" finds "zh_CN").
const std::string &textInLanguage(const std::string &defaultText, const TextTranslations &translations,
                                  std::string_view language);

// The scenario's name and description as players of `language` see them.
const std::string &scenarioName(const Scenario &scenario, std::string_view language);
const std::string &scenarioDescription(const Scenario &scenario, std::string_view language);

// The scenario has a description or a translated text (what version 1 of the file format cannot hold).
bool hasScenarioTexts(const Scenario &scenario);

} // namespace eko
