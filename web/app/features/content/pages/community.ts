import type { ContentPage } from "../content-page.ts";

export const communityPage: ContentPage = {
  title: "The Pitstop community",
  description:
    "A growing community of car owners sharing builds, repairs and know-how. Learn how to share your build, our posting guidelines and how to suggest a guide.",
  intro:
    "Pitstop started as a group of friends trading advice about the cars in our driveways, and we want the shop to keep that spirit. The community is where car owners share what they've built, fixed and learned. It's still young and growing, and the people who join now will shape what it becomes.",
  sections: [
    {
      heading: "What the community is for",
      paragraphs: [
        "Whether you daily-drive a twenty-year-old pickup or you're halfway through restoring a weekend car, there's someone who has done the job you're about to start. The community exists so that knowledge doesn't stay in one garage.",
      ],
      bullets: [
        "Build threads that follow a project from first parts to finished car",
        "Repair write-ups: what broke, how you diagnosed it and what fixed it",
        "Questions for other owners of the same vehicle",
        "Honest notes on parts you've installed and how they've held up",
      ],
    },
    {
      heading: "How to share your build",
      paragraphs: [
        "The best build posts are the ones someone else can learn from. Start with the vehicle, year, make, model and engine, so readers with the same car can find you. Then tell the story in order: what you set out to do, the parts you used, what went well and what you'd do differently.",
        "Clear photos help more than anything else: a before shot, the key steps, and the finished result. If you bought parts from Pitstop, mention which ones and how the fit was; that feedback helps other owners and helps us keep our fitment data accurate.",
      ],
      bullets: [
        "Lead with your vehicle details so owners of the same car can find your post",
        "List the parts and tools you used",
        "Add photos of the key steps, not just the finished car",
        "Note torque specs or procedures only if you're confident they're correct, and cite the service manual where you can",
        "Update the post as the project moves along",
      ],
    },
    {
      heading: "Guidelines for respectful posts",
      paragraphs: [
        "Everyone started somewhere, and no question is too basic. We ask every member to keep the community a place where people feel comfortable asking for help.",
      ],
      bullets: [
        "Be respectful. Criticize ideas, not people, and skip the insults and gatekeeping",
        "Stay on topic and keep posts about cars, parts, tools and the work itself",
        "Put safety first. Don't encourage shortcuts on brakes, steering, suspension, fuel systems or airbags, and don't post advice on defeating emissions or safety equipment",
        "No spam, self-promotion, affiliate links or selling in posts",
        "Protect privacy. Blur license plates and VINs in photos, and never post someone else's personal information",
        "Share only photos and text you have the right to share",
      ],
    },
    {
      heading: "Moderation",
      paragraphs: [
        "Our team reads reported posts and removes content that breaks these guidelines. Repeated or serious violations can lead to a member losing posting access. If you see something that doesn't belong, report it rather than arguing in the replies; we'll take a look.",
        "Community posts are the opinions of their authors. They're a great starting point, but always check the manufacturer's instructions and your vehicle's service manual before you start a job, and leave safety-critical work to a professional if you're not sure.",
      ],
    },
    {
      heading: "Suggest a guide",
      paragraphs: [
        "Our maintenance how-tos and buying guides are shaped by what car owners actually ask about. If there's a job you'd like explained, a comparison you'd find useful, or a guide of ours that missed a step, tell us.",
        "Send your idea to our customer support team, which is available 24/7, and include your vehicle details if the guide is specific to one car. We can't promise to write every suggestion, but we read them all, and the most requested topics move to the top of our list.",
      ],
    },
  ],
  cta: { label: "Read our guides", to: "/blog" },
};
