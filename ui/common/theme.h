#pragma once

namespace irqatlas {

enum class Theme
{
    System,
    Light,
    Dark
};

// Applies a light or dark Fusion palette to the application (System keeps the
// platform's own palette).
void applyTheme(Theme theme);
bool paletteIsDark();

} // namespace irqatlas
