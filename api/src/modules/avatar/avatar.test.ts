import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUp } from "../../../test/profile-fixtures.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { media, users } from "../../db/schema/index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body, as a browser's FormData sends it. */
function form(parts: Part[]) {
  const boundary = "----pitstopTestBoundary7MA4YWxk";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let ips = 0;
async function upload(who: { auth: Record<string, string> }, parts: Part[]) {
  const { payload, contentType } = form(parts);
  return t.app.inject({
    method: "POST",
    url: "/api/profile/uploadImage",
    headers: { ...who.auth, "content-type": contentType },
    payload,
    remoteAddress: `10.66.0.${++ips}`,
  });
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } });
const image = (data: Buffer, filename = "me.png", type = "image/png") => ({ name: "image", filename, type, data });

describe("POST /api/profile/uploadImage", () => {
  test("a PNG becomes the avatar: a square WebP of at most 512 px, served with a long cache and nosniff", async () => {
    const who = await signUp(t.app);
    const png = await picture(900, 600).png().toBuffer();
    const res = await upload(who, [{ name: "user_id", value: String(who.id) }, image(png)]);
    expect(res.statusCode).toBe(200);
    const [avatar] = res.json().profile.images;
    expect(avatar.path).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);

    const served = await t.app.inject({ method: "GET", url: avatar.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 512, 512]);
  });

  test("a JPEG's EXIF and GPS metadata are stripped; a small picture is not enlarged", async () => {
    const who = await signUp(t.app);
    const jpeg = await picture(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Dana Whitfield", Artist: "secret-artist" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(who, [{ name: "user_id", value: String(who.id) }, image(jpeg, "me.jpg", "image/jpeg")]);
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: "GET", url: res.json().profile.images[0].path });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("secret-artist"))).toBe(false);
    expect([meta.width, meta.height]).toEqual([200, 200]);
  });

  test("the field order does not matter, and a new avatar deletes the previous image", async () => {
    const who = await signUp(t.app);
    const png = await picture(64, 64).png().toBuffer();
    const first = await upload(who, [image(png), { name: "user_id", value: String(who.id) }]);
    expect(first.statusCode).toBe(200);
    const [before] = await t.db.select({ avatar: users.avatarMediaId }).from(users).where(eq(users.id, who.id));
    const second = await upload(who, [{ name: "user_id", value: String(who.id) }, image(png)]);
    expect(second.statusCode).toBe(200);
    const [after] = await t.db.select({ avatar: users.avatarMediaId }).from(users).where(eq(users.id, who.id));
    expect(after?.avatar).not.toBe(before?.avatar);
    expect(
      await t.db
        .select()
        .from(media)
        .where(eq(media.id, before?.avatar ?? "")),
    ).toEqual([]);
  });

  test("a GIF is a 415 'Invalid file type'", async () => {
    const who = await signUp(t.app);
    const gif = await picture(40, 40).gif().toBuffer();
    const res = await upload(who, [{ name: "user_id", value: String(who.id) }, image(gif, "me.gif", "image/gif")]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Invalid file type");
  });

  test("an HTML file named .png and sent as image/png is a 415", async () => {
    const who = await signUp(t.app);
    const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    const res = await upload(who, [{ name: "user_id", value: String(who.id) }, image(html, "me.png", "image/png")]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Invalid file type");
  });

  test("a PNG signature over bytes that do not decode is a 415", async () => {
    const who = await signUp(t.app);
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    const res = await upload(who, [{ name: "user_id", value: String(who.id) }, image(fake)]);
    expect(res.statusCode).toBe(415);
  });

  test("5,000,001 bytes is a 413 'This file is more than 5MB' and nothing is stored", async () => {
    const who = await signUp(t.app);
    const big = Buffer.alloc(5_000_001, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const res = await upload(who, [{ name: "user_id", value: String(who.id) }, image(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("This file is more than 5MB");
    const [row] = await t.db.select({ avatar: users.avatarMediaId }).from(users).where(eq(users.id, who.id));
    expect(row?.avatar).toBeNull();
  });

  test("a body announced as far larger is refused before it is read", async () => {
    const who = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/profile/uploadImage",
      headers: { ...who.auth, "content-type": "multipart/form-data; boundary=x", "content-length": "50000000" },
      payload: "--x--\r\n",
      remoteAddress: "10.66.1.1",
    });
    expect(res.statusCode).toBe(413);
  });

  test("a picture of more than 50 megapixels (a decompression bomb) is refused", async () => {
    const who = await signUp(t.app);
    const bomb = await picture(8200, 6200).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5_000_000);
    const res = await upload(who, [{ name: "user_id", value: String(who.id) }, image(bomb)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain("at most 50 megapixels");
  });

  test("another user's user_id is a 403; a missing one or a missing image is a 400", async () => {
    const who = await signUp(t.app);
    const other = await signUp(t.app);
    const png = await picture(32, 32).png().toBuffer();
    const forOther = await upload(who, [{ name: "user_id", value: String(other.id) }, image(png)]);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe("You can only act for your own account");
    const [row] = await t.db.select({ avatar: users.avatarMediaId }).from(users).where(eq(users.id, other.id));
    expect(row?.avatar).toBeNull();
    expect((await upload(who, [image(png)])).statusCode).toBe(400);
    expect((await upload(who, [{ name: "user_id", value: String(who.id) }])).json().message).toBe(
      "Choose a picture to upload",
    );
  });

  test("extra fields and extra files are refused", async () => {
    const who = await signUp(t.app);
    const png = await picture(32, 32).png().toBuffer();
    const extraField = await upload(who, [
      { name: "user_id", value: String(who.id) },
      { name: "mile", value: "99999" },
      image(png),
    ]);
    expect(extraField.statusCode).toBe(400);
    const twoFiles = await upload(who, [{ name: "user_id", value: String(who.id) }, image(png), image(png)]);
    expect(twoFiles.statusCode).toBe(400);
  });

  test("a malformed form (cut off, without its boundary, a part without a name) is a 400 that says so", async () => {
    const who = await signUp(t.app);
    const png = await picture(32, 32).png().toBuffer();
    const { payload, contentType } = form([{ name: "user_id", value: String(who.id) }, image(png)]);
    const send = (body: Buffer | string, type: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/profile/uploadImage",
        headers: { ...who.auth, "content-type": type },
        payload: body,
        remoteAddress: `10.66.0.${++ips}`,
      });
    const incomplete =
      "The upload was not a complete form. Choose the picture again and send it as multipart/form-data with the fields user_id and image.";
    for (const res of [
      await send(payload.subarray(0, payload.length - 200), contentType),
      await send("not a form at all", "multipart/form-data; boundary=x"),
      await send(payload, "multipart/form-data"),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(incomplete);
    }
    const nameless = await send(
      "--x\r\nContent-Disposition: form-data\r\n\r\n1\r\n--x--\r\n",
      "multipart/form-data; boundary=x",
    );
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe("Every part of the form needs a name: send only user_id and image");
  });

  test("a JSON body is a 415 and a guest is told to sign in", async () => {
    const who = await signUp(t.app);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/profile/uploadImage",
      headers: who.auth,
      payload: { user_id: who.id, image: "data:image/png;base64,AAAA" },
    });
    expect(json.statusCode).toBe(415);
    const png = await picture(32, 32).png().toBuffer();
    expect((await upload({ auth: {} }, [{ name: "user_id", value: "1" }, image(png)])).statusCode).toBe(401);
  });
});
