import { describe, expect, test } from "vitest";
import { splitTrimGroup } from "./trim-names.ts";

// Every example is a trim vPIC gives one of the vehicles we carry (the model year in the comment).
describe("splitting vPIC's grouped trims into the trims a shopper can name", () => {
  test.each([
    // Groups: "/", "," and ";" separate trims, with or without spaces.
    ["L/LE/SE/XLE", ["L", "LE", "SE", "XLE"]], // 2018 Toyota Camry
    ["LE/SE/XLE/XSE", ["LE", "SE", "XLE", "XSE"]], // 2018 Toyota Camry
    ["XLE/XSE", ["XLE", "XSE"]], // 2018 Toyota Camry
    ["Work Truck/LS/Fleet/Base", ["Work Truck", "LS", "Fleet", "Base"]], // 2018 Chevrolet Silverado
    ["Rubicon/Unlimited Rubicon", ["Rubicon", "Unlimited Rubicon"]], // 2010 Jeep Wrangler
    ["EX-L/EX-L Navi", ["EX-L", "EX-L Navi"]], // 2018 Honda CR-V
    ["Si/Si HPT", ["Si", "Si HPT"]], // 2018 Honda Civic
    ["Turbo / Turbo S / Turbo S Exclusive", ["Turbo", "Turbo S", "Turbo S Exclusive"]], // Porsche 911
    ["S, SE, R-Line", ["S", "SE", "R-Line"]], // 2019 Volkswagen Jetta
    [
      "SX; X-Line SX; X-Line SX-Prestige, X-Pro SX-Prestige",
      ["SX", "X-Line SX", "X-Line SX-Prestige", "X-Pro SX-Prestige"],
    ], // 2025 Kia Sorento
    ["Hybrid - XLE Plus/XLE Premium//Ltd.", ["Hybrid - XLE Plus", "Hybrid - XLE Premium", "Hybrid - Ltd."]], // 2018 Toyota Avalon
    ["Platinum/1794", ["Platinum", "1794"]], // Toyota Tundra
    ["Carrera S/4S/GTS/4 GTS", ["Carrera S", "4S", "GTS", "4 GTS"]], // Porsche 911
    ["SE/Black Edition/SE/LE/SEL/GT", ["SE", "Black Edition", "LE", "SEL", "GT"]], // a trim named twice counts once
    ["Standard, Convertible, & Convertible Sport", ["Standard", "Convertible", "Convertible Sport"]], // Maserati
    // A group's trailing "Hybrid" belongs to each of its trims, as vPIC's single "LE Hybrid" has it.
    ["SE/XLE Hybrid", ["SE Hybrid", "XLE Hybrid"]], // 2018 Toyota Camry
    ["LE/XLE Hybrid", ["LE Hybrid", "XLE Hybrid"]], // 2017 Toyota RAV4
    ["Ltd/Ltd Platinum Hybrid", ["Ltd Hybrid", "Ltd Platinum Hybrid"]], // 2018 Toyota Highlander
    [
      "GLE400e 4MATIC/GLE400e 4-M Turbo Plug-in Hybrid",
      ["GLE400e 4MATIC Plug-in Hybrid", "GLE400e 4-M Turbo Plug-in Hybrid"],
    ],
    // … but not when "Hybrid" is a trim of its own or the others already say it.
    ["Base/Hybrid", ["Base", "Hybrid"]], // 2015 Toyota Highlander
    ["Limited/Hybrid Limited/SE", ["Limited", "Hybrid Limited", "SE"]], // 2011 Toyota Highlander
    ["Sport Hybrid / Sport Touring Hybrid", ["Sport Hybrid", "Sport Touring Hybrid"]], // 2025 Honda Civic
    ["E-Hybrid / E-Hybrid Platinum Edition", ["E-Hybrid", "E-Hybrid Platinum Edition"]], // 2023 Porsche Cayenne
    // Slashes that belong to one name.
    ["R/T", ["R/T"]], // Dodge
    ["R/T Rallye / R/T", ["R/T Rallye", "R/T"]], // 2013 Dodge Journey
    ["SE/SXT/SRT4/R/T", ["SE", "SXT", "SRT4", "R/T"]], // 2007 Dodge Caliber
    ["Base, C/V", ["Base", "C/V"]], // 2005 Dodge Grand Caravan
    ["3.5T e-S/C", ["3.5T e-S/C"]], // 2026 Genesis GV80 (supercharged)
    ["Limited+M/R+NAVI+H/K", ["Limited+M/R+NAVI+H/K"]], // 2014 Subaru Forester (moonroof, Harman/Kardon)
    ["Limited+M/R+/Navi", ["Limited+M/R+", "Navi"]], // 2012 Subaru Legacy
    ["S/S+", ["S", "S+"]], // 2026 Nissan Leaf
    ["Economy Ext W/B", ["Economy Ext W/B"]], // Oldsmobile Silhouette (wheelbase)
    ["LX A/T", ["LX A/T"]], // 2016 Kia Rio
    ["4 or 5 seater plus 1/4 ton (nominal)", ["4 or 5 seater plus 1/4 ton (nominal)"]],
    ["RT/10", ["RT/10"]], // Dodge Viper
    ["RT/10, GTS Coupe", ["RT/10", "GTS Coupe"]], // Dodge Viper
    ["EX-L w/ NAVI / EX-L w/ RES", ["EX-L w/ NAVI", "EX-L w/ RES"]], // Honda Odyssey ("with")
    ["w/o Lip-Spoiler", ["w/o Lip-Spoiler"]], // 2016 Subaru WRX
    ["LS/LS w/Moonroof", ["LS", "LS w/Moonroof"]],
    // Separators inside parentheses or brackets say something about one trim.
    [
      "Inscription Expression (XC60/XC90) R-Design Expression (S60 T8) Momentum (S60 B5)",
      ["Inscription Expression (XC60/XC90) R-Design Expression (S60 T8) Momentum (S60 B5)"],
    ], // Volvo
    ["SE (US, Canada)", ["SE (US, Canada)"]], // 2010 Suzuki Kizashi
    ["Special Service (RWD), Pursuit/Enforcer (AWD)", ["Special Service (RWD)", "Pursuit", "Enforcer (AWD)"]], // 2021 Dodge Durango
    ["Sport [SLS/SLSS] (US)/Sport (Canada)", ["Sport [SLS/SLSS] (US)", "Sport (Canada)"]], // Suzuki
    // A comma before a transmission or a package is not a second trim.
    ["SE, CVT", ["SE, CVT"]], // 2020 Toyota Corolla
    ["L, MT", ["L, MT"]], // 2020 Toyota Corolla
    ["SE, CVT, w/Premium pkg", ["SE, CVT, w/Premium pkg"]], // 2020 Toyota Corolla
    ["LE, w/Premium Pkg", ["LE, w/Premium Pkg"]], // 2020 Toyota Corolla
    // Single names come back as they are.
    ["XSE", ["XSE"]],
    ["LE Hybrid", ["LE Hybrid"]],
    ["LE + Audio Package + Blind Spot Monitor", ["LE + Audio Package + Blind Spot Monitor"]], // 2020 Toyota Camry
    ["Trail Boss - LT", ["Trail Boss - LT"]], // 2020 Chevrolet Silverado
  ])("%s → %j", (grouped, single) => {
    expect(splitTrimGroup(grouped)).toEqual(single);
  });

  test("splitting a split trim changes nothing", () => {
    for (const grouped of ["L/LE/SE/XLE", "SE/XLE Hybrid", "Hybrid - XLE/XSE/Ltd.", "R/T Rallye / R/T", "S/S+"]) {
      for (const trim of splitTrimGroup(grouped)) expect(splitTrimGroup(trim)).toEqual([trim]);
    }
  });

  test("an empty or blank name is no trim", () => {
    expect(splitTrimGroup("")).toEqual([]);
    expect(splitTrimGroup(" / ")).toEqual([]);
  });
});
