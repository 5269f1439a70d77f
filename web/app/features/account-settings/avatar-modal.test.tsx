import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { toast } from "~/lib/toasts";
import { testUser } from "~/test-support/test-user";
import { AvatarModal } from "./avatar-modal";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = "me.png", size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: "image/png" });
};

const getAnimations = Object.getOwnPropertyDescriptor(Element.prototype, "getAnimations");
beforeAll(() => {
  // jsdom has no Web Animations; Headless UI's transitions wait on none.
  Element.prototype.getAnimations = () => [];
});
afterAll(() => {
  if (getAnimations) Object.defineProperty(Element.prototype, "getAnimations", getAnimations);
});

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

function renderModal(onClose = vi.fn()) {
  const loader = vi.fn(() => ({ ok: true }));
  const router = createMemoryRouter(
    [
      {
        id: "page",
        path: "/",
        loader,
        HydrateFallback: () => null,
        element: <AvatarModal open onClose={onClose} userId={7} currentImage={null} />,
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), loader, onClose };
}

const fileInput = () => screen.getByLabelText(/choose a photo/i) as HTMLInputElement;
const uploadButton = () => screen.getByRole("button", { name: /upload/i }) as HTMLButtonElement;

describe("the profile photo modal", () => {
  test("the upload button stays disabled until a file is chosen", async () => {
    const { user } = renderModal();
    expect(await screen.findByRole("dialog", { name: "Profile photo" })).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
    await user.upload(fileInput(), png());
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    expect(screen.getByRole("img", { name: /preview of the new photo/i }).getAttribute("src")).toBe("blob:preview");
  });

  test("a GIF named .png is refused as 'Invalid file type' because its first bytes say GIF", async () => {
    const { user } = renderModal();
    const gif = new File([new TextEncoder().encode("GIF89a\x01\x00\x01\x00")], "car.png", { type: "image/png" });
    await user.upload(await waitFor(fileInput), gif);
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid file type");
    expect(uploadButton().disabled).toBe(true);
  });

  test("an HTML page named .jpg is refused as 'Invalid file type'", async () => {
    const { user } = renderModal();
    const html = new File(["<html><script>alert(1)</script>"], "car.jpg", { type: "image/jpeg" });
    await user.upload(await waitFor(fileInput), html);
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid file type");
  });

  test("a PNG of 5,000,001 bytes is refused as 'This file is more than 5MB'", async () => {
    const { user } = renderModal();
    await user.upload(await waitFor(fileInput), png("big.png", 5_000_001));
    expect((await screen.findByRole("alert")).textContent).toBe("This file is more than 5MB");
    expect(uploadButton().disabled).toBe(true);
  });

  test("a PNG of exactly 5,000,000 bytes may be uploaded", async () => {
    const { user } = renderModal();
    await user.upload(await waitFor(fileInput), png("edge.png", 5_000_000));
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("a JPEG is sent as multipart user_id and image, then 'Avatar updated' and the page data reloads", async () => {
    const success = vi.spyOn(toast, "success");
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(testUser({ profile: { images: [{ path: "/api/profile/avatar/7?v=2" }] } })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user, loader, onClose } = renderModal();
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], "me.jpg", { type: "image/jpeg" });
    await user.upload(await waitFor(fileInput), jpeg);
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    const loadsBefore = loader.mock.calls.length;
    await user.click(uploadButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/profile/uploadImage");
    expect(init?.method).toBe("POST");
    const sent = init?.body as FormData;
    expect(sent.get("user_id")).toBe("7");
    expect((sent.get("image") as File).name).toBe("me.jpg");
    expect(success).toHaveBeenCalledWith("Avatar updated");
    expect(loader.mock.calls.length).toBeGreaterThan(loadsBefore);
    vi.unstubAllGlobals();
  });

  test("the API's refusal is shown and the modal stays open", async () => {
    const error = vi.spyOn(toast, "error");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message: "This file is more than 5MB" }, { status: 413 })),
    );
    const { user, onClose } = renderModal();
    await user.upload(await waitFor(fileInput), png());
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    await user.click(uploadButton());
    expect((await screen.findByRole("alert")).textContent).toBe("This file is more than 5MB");
    expect(error).toHaveBeenCalledWith("This file is more than 5MB");
    expect(onClose).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
