import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ActionFunctionArgs, createMemoryRouter, data, RouterProvider } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { toast } from "~/lib/toasts";
import { AddressBook } from "./address-book";
import type { SettingsResult } from "./settings-result";

type Address = Parameters<typeof AddressBook>[0]["addresses"][number];

const HOME: Address = {
  id: 3,
  first_name: "Ada",
  last_name: "Lovelace",
  phone: "+1 555 010 0199",
  address_line1: "12 Analytical Row",
  address_line2: "",
  city: "Columbus",
  state: "OH",
  zip: "43004",
  country: "US",
  default: true,
};

/** The address book on a page whose action records what each form posted and answers `answer`. */
function renderBook(addresses: Address[], answer: (form: FormData) => SettingsResult) {
  const posted: Array<Record<string, string>> = [];
  const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    posted.push(Object.fromEntries([...form].map(([k, v]) => [k, String(v)])));
    const result = answer(form);
    return data(result, { status: result.ok ? 200 : 400 });
  });
  const router = createMemoryRouter(
    [{ path: "/", action, HydrateFallback: () => null, element: <AddressBook addresses={addresses} /> }],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), posted, action };
}

const created: SettingsResult = { intent: "address-create", ok: true, message: "Address created" };

async function fillUsAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("Address"), "12 Analytical Row");
  await user.type(screen.getByLabelText("City"), "Columbus");
  await user.selectOptions(screen.getByLabelText("State"), "OH");
  await user.type(screen.getByLabelText("ZIP code"), "43004");
  await user.type(screen.getByLabelText("Phone"), "+1 555 010 0199");
}

describe("the address form", () => {
  test("an empty address is stopped in the browser with the contract's messages", async () => {
    const { user, action } = renderBook([], () => created);
    await user.click(await screen.findByRole("button", { name: /add address/i }));
    await user.click(screen.getByRole("button", { name: "Add address" }));

    expect(await screen.findByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Address is required")).toBeTruthy();
    expect(screen.getByText("City is required")).toBeTruthy();
    // The state is picked from a list: the message says to choose it, not to type a code.
    expect(screen.getByText("Choose the state")).toBeTruthy();
    expect(screen.queryByText(/two-letter/)).toBeNull();
    expect(screen.getByText("ZIP code must look like 12345 or 12345-6789")).toBeTruthy();
    expect(screen.getByLabelText("First name").getAttribute("aria-invalid")).toBe("true");
    expect(action).not.toHaveBeenCalled();
  });

  test("a ZIP that is not five digits is refused for a US address", async () => {
    const { user, action } = renderBook([], () => created);
    await user.click(await screen.findByRole("button", { name: /add address/i }));
    await fillUsAddress(user);
    await user.clear(screen.getByLabelText("ZIP code"));
    await user.type(screen.getByLabelText("ZIP code"), "4300");
    await user.click(screen.getByRole("button", { name: "Add address" }));
    expect(await screen.findByText("ZIP code must look like 12345 or 12345-6789")).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  test("the address book offers what checkout ships to: a US address, with no other country to pick", async () => {
    const { user, posted } = renderBook([], () => created);
    await user.click(await screen.findByRole("button", { name: /add address/i }));
    const form = screen.getByRole("form", { name: "New address" });
    expect(within(form).queryByLabelText("Country")).toBeNull();
    expect(within(form).queryByRole("option", { name: "Germany" })).toBeNull();
    expect(within(form).getByText("We ship within the United States, APO/FPO included.")).toBeTruthy();
    expect(within(form).getByLabelText("State").tagName).toBe("SELECT");
    await fillUsAddress(user);
    await user.click(screen.getByRole("button", { name: "Add address" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: "address-create", country: "US", state: "OH" });
  });

  test("an older address abroad says it cannot be shipped to, and editing makes it a US one", async () => {
    const abroad: Address = {
      ...HOME,
      id: 7,
      default: false,
      address_line1: "Benzstraße 1",
      city: "Mannheim",
      state: "BW",
      zip: "68163",
      country: "DE",
    };
    const { user, posted } = renderBook([HOME, abroad], () => ({
      intent: "address-update",
      ok: true,
      message: "Address updated",
    }));
    const card = await screen.findByRole("listitem", { name: /Benzstraße 1/ });
    expect(
      within(card).getByText("We ship within the United States only, so this address can't be used at checkout."),
    ).toBeTruthy();
    // It cannot become the default: checkout would start on an address it refuses.
    expect(within(card).queryByRole("button", { name: /default/i })).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Edit" }));
    const form = screen.getByRole("form", { name: "Edit address" });
    expect((within(form).getByLabelText("State") as HTMLSelectElement).value).toBe("");
    expect((within(form).getByLabelText("ZIP code") as HTMLInputElement).value).toBe("");
    await user.selectOptions(within(form).getByLabelText("State"), "OH");
    await user.type(within(form).getByLabelText("ZIP code"), "43004");
    await user.clear(within(form).getByLabelText("City"));
    await user.type(within(form).getByLabelText("City"), "Columbus");
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: "address-update", id: "7", country: "US", state: "OH", zip: "43004" });
  });

  test("a valid US address is posted with its intent, 'Address created' is toasted and the form closes", async () => {
    const success = vi.spyOn(toast, "success");
    const { user, posted } = renderBook([], () => created);
    await user.click(await screen.findByRole("button", { name: /add address/i }));
    await fillUsAddress(user);
    await user.click(screen.getByRole("checkbox", { name: /default address/i }));
    await user.click(screen.getByRole("button", { name: "Add address" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith("Address created"));
    expect(posted[0]).toMatchObject({
      intent: "address-create",
      first_name: "Ada",
      state: "OH",
      zip: "43004",
      country: "US",
      default: "on",
    });
    await waitFor(() => expect(screen.queryByRole("form", { name: "New address" })).toBeNull());
  });

  test("the API's field errors show by the fields and the toast says 'Something went wrong'", async () => {
    const error = vi.spyOn(toast, "error");
    const { user } = renderBook([], () => ({
      intent: "address-create",
      ok: false,
      message: "Check the highlighted fields",
      errors: { city: ["City must not contain < > or control characters"] },
    }));
    await user.click(await screen.findByRole("button", { name: /add address/i }));
    await fillUsAddress(user);
    await user.click(screen.getByRole("button", { name: "Add address" }));

    expect(await screen.findByText("City must not contain < > or control characters")).toBeTruthy();
    expect(error).toHaveBeenCalledWith("Something went wrong");
    expect(screen.getByRole("form", { name: "New address" })).toBeTruthy();
  });

  test("editing keeps the id and the saved values; the default address cannot be un-defaulted", async () => {
    const { user, posted } = renderBook([HOME], () => ({
      intent: "address-update",
      ok: true,
      message: "Address updated",
    }));
    const card = await screen.findByRole("listitem", { name: /12 Analytical Row/ });
    expect(within(card).getByText("Default")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Edit" }));
    const form = screen.getByRole("form", { name: "Edit address" });
    expect((within(form).getByLabelText("State") as HTMLSelectElement).value).toBe("OH");
    expect((within(form).getByRole("checkbox") as HTMLInputElement).disabled).toBe(true);
    await user.clear(within(form).getByLabelText("City"));
    await user.type(within(form).getByLabelText("City"), "Dublin");
    await user.click(within(form).getByRole("button", { name: "Save address" }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: "address-update", id: "3", city: "Dublin", default: "on" });
  });

  test("'Keep it' in the removal's question keeps the address", async () => {
    const { user, posted } = renderBook([HOME], () => ({
      intent: "address-delete",
      ok: true,
      message: "Address removed",
    }));
    await user.click(await screen.findByRole("button", { name: "Remove the address 12 Analytical Row" }));
    await user.click(await screen.findByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted).toEqual([]);
  });

  test("remove, once confirmed, posts the address id with the address-delete intent", async () => {
    const { user, posted } = renderBook([HOME], () => ({
      intent: "address-delete",
      ok: true,
      message: "Address removed",
    }));
    await user.click(await screen.findByRole("button", { name: "Remove the address 12 Analytical Row" }));
    // One tap only asks: nothing is sent until the removal is confirmed.
    const dialog = await screen.findByRole("dialog", { name: "Remove this address?" });
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Remove address" }));
    await waitFor(() => expect(posted).toEqual([{ intent: "address-delete", id: "3" }]));
  });
});
