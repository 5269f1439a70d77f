import { chromium } from "playwright-core";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking"],
});
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
page.setDefaultTimeout(8000);
await page.goto("http://127.0.0.1:3000/");
await page.getByRole("banner").getByRole("button", { name: "Select your vehicle" }).first().click();
const dialog = page.getByRole("dialog", { name: "Select your vehicle" });
const year = dialog.getByRole("combobox", { name: "Year" });
for (let i = 0; i < 50 && !(await year.isEnabled()); i++) await page.waitForTimeout(50);
for (const typed of [process.argv[2] ?? "2018"]) {
  await year.fill(typed);
  await page.getByRole("option", { name: "2018", exact: true }).click();
  for (const ms of [0, 100, 300, 1000]) {
    await page.waitForTimeout(ms);
    console.log(
      typed,
      ms,
      "listbox open:",
      await page.getByRole("listbox").count(),
      "value",
      await year.inputValue(),
      "expanded",
      await year.getAttribute("aria-expanded"),
    );
  }
}
await browser.close();
