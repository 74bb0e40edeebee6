// Picking a scenario's name and description for the player's language.
#include "core/scenario_texts.h"

#include "core/scenario.h"

#include <algorithm>

namespace eko {

namespace {

// "pt_BR" -> "pt", "zh-CN" -> "zh", "ko" -> "ko".
std::string_view baseLanguage(std::string_view language)
{
    const size_t cut = language.find_first_of("_-");
    return cut == std::string_view::npos ? language : language.substr(0, cut);
}

bool anyText(const TextTranslations &translations)
{
    return std::any_of(translations.begin(), translations.end(), [](const auto &t) { return !t.second.empty(); });
}

} // namespace

bool isScenarioLanguage(std::string_view language)
{
    return std::find(kScenarioLanguages.begin(), kScenarioLanguages.end(), language) != kScenarioLanguages.end();
}

const std::string &textInLanguage(const std::string &defaultText, const TextTranslations &translations,
                                  std::string_view language)
{
    if (const auto exact = translations.find(language); exact != translations.end() && !exact->second.empty())
        return exact->second;
    const std::string_view base = baseLanguage(language);
    if (base.empty())
        return defaultText;
    // The base language first ("pt" for "pt_BR"), then any regional text of it ("zh_CN" for "zh").
    if (const auto b = translations.find(base); b != translations.end() && !b->second.empty())
        return b->second;
    for (const auto &[lang, text] : translations)
        if (!text.empty() && baseLanguage(lang) == base)
            return text;
    return defaultText;
}

const std::string &scenarioName(const Scenario &scenario, std::string_view language)
{
    return textInLanguage(scenario.name, scenario.nameTranslations, language);
}

const std::string &scenarioDescription(const Scenario &scenario, std::string_view language)
{
    return textInLanguage(scenario.description, scenario.descriptionTranslations, language);
}

bool hasScenarioTexts(const Scenario &scenario)
{
    return !scenario.description.empty() || anyText(scenario.nameTranslations)
           || anyText(scenario.descriptionTranslations);
}

} // namespace eko
