/**
 * What reviewers say about each type of part (reviews.ts): why they bought it, what went well, a small
 * complaint, what went wrong. Clauses follow "after", "since" or "because": lower case, no closing stop.
 */
export interface TypeWords {
  why: readonly string[];
  good: readonly string[];
  meh: readonly string[];
  bad: readonly string[];
}

export const TYPE_WORDS: Readonly<Record<string, TypeWords>> = {
  "brake-pads": {
    why: [
      "the old ones started grinding at every stop",
      "the wear indicator had been squealing for weeks",
      "the inspection station flagged them as worn",
      "the previous set was glazed from towing a camper",
    ],
    good: [
      "stops are smooth with barely any dust on the wheels",
      "there has not been a single squeak on cold mornings",
      "the brakes bite early without grabbing",
      "panic stops on the highway feel controlled",
    ],
    meh: [
      "they needed a longer bed-in than the box suggested",
      "there is a little more dust on the wheels than I hoped",
      "the anti-rattle shims were missing from the box",
    ],
    bad: [
      "a loud squeal came back",
      "one side wore much faster than the other",
      "the friction material cracked near the edge",
    ],
  },
  "brake-rotors": {
    why: [
      "a shudder came through the wheel when braking downhill",
      "the old rotor had a lip you could catch a fingernail on",
      "the shop said the old ones were too thin to resurface",
      "the pedal pulsed at every stop sign",
    ],
    good: [
      "the steering wheel shake under braking is gone",
      "the coating has kept rust off through the slush",
      "stops are dead smooth from highway speed",
      "the pedal no longer pulses",
    ],
    meh: [
      "the protective oil took a lot of brake cleaner to get off",
      "the hat rusted a little where the coating stops",
    ],
    bad: [
      "the pedal started pulsing again",
      "it warped on the first long descent",
      "a crack showed up at a cooling vane",
    ],
  },
  "brake-calipers": {
    why: [
      "the old caliper seized and the car pulled to one side",
      "one wheel was much hotter than the others after a drive",
      "brake fluid was weeping from the piston seal",
      "the slide pins had rusted solid",
    ],
    good: [
      "the car stops straight again",
      "the pads wear evenly now",
      "the wheel no longer runs hot",
      "the pedal feels firm again",
    ],
    meh: [
      "the bleeder screw was seized on arrival",
      "it came without the copper washers",
      "the bracket bolts were a size off from the old ones",
    ],
    bad: [
      "the piston started sticking again",
      "a leak appeared at the banjo fitting",
      "it dragged and cooked the new pads",
    ],
  },
  "brake-lines": {
    why: [
      "the old rubber lines were cracked and bulging",
      "a line rusted through and dripped fluid in the driveway",
      "the pedal felt soft and spongy",
      "the inspection flagged a swollen hose",
    ],
    good: [
      "the pedal is firm right at the top",
      "there is no more fluid under the car",
      "braking feels more direct",
      "the fittings are bone dry",
    ],
    meh: ["the lines were a little longer than the originals", "the brackets needed bending to line up"],
    bad: ["a fitting started weeping", "the line chafed against the strut", "the pedal went soft again"],
  },
  "brake-fluid": {
    why: [
      "the old fluid was the color of coffee",
      "a test strip showed the fluid was full of moisture",
      "the shop wanted too much for a flush",
      "the pedal had gone soft over the years",
    ],
    good: [
      "the pedal feels firm and high",
      "the fluid is crystal clear in the reservoir",
      "the brakes feel sharper on long descents",
      "the pedal has stayed firm",
    ],
    meh: ["the bottle is a bit small for a full flush", "the pour spout dribbles down the side"],
    bad: [
      "the pedal went soft again",
      "the seal under the cap was broken on arrival",
      "the fluid darkened faster than I expected",
    ],
  },
  "drum-brake-shoes": {
    why: [
      "the parking brake barely held on a hill",
      "a scraping sound came from the rear",
      "the linings were down to the rivets",
      "the rear brakes were doing nothing at all",
    ],
    good: [
      "the parking brake holds firmly on a hill",
      "the scraping from the back is gone",
      "the rear brakes pull their weight again",
    ],
    meh: ["the springs in the kit were stiff to hook", "they needed a few adjustments to stop dragging"],
    bad: [
      "a lining came loose from the shoe",
      "the adjuster would not hold its setting",
      "they squealed on every stop",
    ],
  },
  "oil-filters": {
    why: [
      "it was time for the regular oil change",
      "the old filter was on far too tight",
      "the dealer quoted three times the price for an oil change",
      "I started doing my own oil changes",
    ],
    good: [
      "the gasket sealed without a single drip",
      "oil pressure reads right where it should",
      "it still comes off by hand at change time",
      "the oil stays cleaner between changes",
    ],
    meh: [
      "the gasket was a touch stiff",
      "the can is thinner than the brand I used before",
      "the box gave no torque spec",
    ],
    bad: [
      "it leaked at the gasket",
      "the threads would not start cleanly on the mount",
      "the can dented as I tightened it",
    ],
  },
  "air-filters": {
    why: [
      "the old one was black with dust and leaves",
      "fuel economy had dropped off over the winter",
      "the engine felt breathless on hills",
      "the owner's manual said it was overdue",
    ],
    good: [
      "the engine pulls more eagerly up hills",
      "fuel economy crept back up a little",
      "the airbox lid still clicks shut perfectly",
      "the seal is snug all the way round",
    ],
    meh: [
      "it was a tight squeeze into the airbox",
      "the pleats looked a bit uneven",
      "the rubber rim is thinner than the original",
    ],
    bad: [
      "the frame warped and let dust past the seal",
      "it rattled inside the airbox",
      "the media tore while I was seating it",
    ],
  },
  "cabin-air-filters": {
    why: [
      "a musty smell came through the vents",
      "the old one was full of leaves and a mouse nest",
      "pollen season was making my allergies worse",
      "the airflow from the vents had dropped off",
    ],
    good: [
      "airflow through the vents is noticeably stronger",
      "the cabin no longer smells like a damp basement",
      "the windows demist much faster",
      "my allergies are calmer on the commute",
    ],
    meh: ["it took some bending to get behind the glovebox", "the arrow for the airflow was hard to see"],
    bad: ["the smell came back", "it collapsed in the housing", "the frame was too small and air went around it"],
  },
  "fuel-filters": {
    why: [
      "the engine stumbled under load",
      "the truck hesitated when accelerating uphill",
      "the service schedule called for a new one",
      "the old filter was full of rust flakes",
    ],
    good: [
      "the hesitation under load is gone",
      "the engine pulls cleanly up hills",
      "the fuel pump sounds quieter",
      "it starts on the first crank",
    ],
    meh: ["the quick-connect fittings were stubborn", "the flow arrow was printed faintly"],
    bad: ["a fitting started to seep fuel", "the stumble came back", "it clogged up far too fast"],
  },
  "engine-oil": {
    why: [
      "the oil change light came on",
      "I was topping up between changes",
      "the owner's manual called for this grade",
      "the old oil came out like tar",
    ],
    good: [
      "the engine sounds quieter on cold starts",
      "the level has not dropped between changes",
      "the lifters stopped ticking",
      "the oil still looks clean at the halfway mark",
    ],
    meh: [
      "the jug glugs unless you pour slowly",
      "the level marks on the jug are hard to read",
      "it costs a little more than the store brand",
    ],
    bad: [
      "the engine started ticking on cold starts",
      "the jug arrived leaking inside the box",
      "it burned off faster than my usual oil",
    ],
  },
  "transmission-fluid": {
    why: [
      "the old fluid came out dark and burnt smelling",
      "shifts had turned slow and clunky",
      "the dealer wanted a fortune for a fluid service",
      "the car was about to tow a trailer all summer",
    ],
    good: [
      "shifts are smoother than they have been in years",
      "the slip between second and third is gone",
      "the transmission runs cooler when towing",
      "engagement into drive is instant",
    ],
    meh: ["it took more bottles than I expected", "the bottle neck is too wide for the fill tube without a funnel"],
    bad: ["shifts became harsh", "a shudder started at low speed", "the bottle arrived with a split seam"],
  },
  coolant: {
    why: [
      "the temperature needle crept up in traffic",
      "the old coolant was rusty brown",
      "the reservoir kept dropping below the line",
      "a new water pump went in and needed a refill",
    ],
    good: [
      "the temperature needle sits dead center in traffic",
      "the heater blows hot again",
      "the reservoir level has stayed put",
      "the heater core stays hot on cold mornings",
    ],
    meh: ["the jug is awkward to pour into the reservoir", "it took two jugs when I expected one"],
    bad: [
      "the temperature crept up on hot days",
      "it turned cloudy when mixed with what was there",
      "the jug cracked in shipping",
    ],
  },
  "gear-oil": {
    why: [
      "the differential was whining on the highway",
      "the fill plug showed the level was low",
      "the truck was due a differential service",
      "the manual gearbox felt notchy in the cold",
    ],
    good: [
      "the whine from the rear is gone",
      "the shifter feels slicker on cold mornings",
      "the diff runs cooler when towing",
      "the fill plug has stayed dry",
    ],
    meh: ["it smells strongly, as gear oil does", "the nozzle is a little short"],
    bad: ["the whine came back", "the shifter got stiffer instead of smoother", "the cap split open in the box"],
  },
  "power-steering-fluid": {
    why: [
      "the steering groaned at full lock",
      "the reservoir was below the minimum line",
      "the steering felt heavy in parking lots",
      "a new pump needed filling",
    ],
    good: [
      "the groan at full lock is gone",
      "the steering feels lighter in parking lots",
      "the level has held steady for weeks",
      "the pump runs quietly again",
    ],
    meh: ["the bottle is small for a full flush", "the spout is hard to aim into the reservoir"],
    bad: ["the groan came back", "the pump started whining louder", "it foamed in the reservoir"],
  },
  "spark-plugs": {
    why: [
      "the engine threw a misfire code",
      "idle had turned rough and shaky",
      "the old plugs were well past their interval",
      "fuel economy had slipped",
    ],
    good: [
      "idle is smooth again",
      "the misfire code has not come back",
      "fuel economy went up a couple of miles per gallon",
      "throttle response feels crisp again",
    ],
    meh: ["the gap needed checking out of the box", "one came with a bent ground strap"],
    bad: ["the misfire came back", "one of them was dead on arrival", "the engine stumbled worse than before"],
  },
  "ignition-coils": {
    why: [
      "the engine threw a misfire code on one cylinder",
      "the car shook at every red light",
      "the check engine light was flashing under load",
      "the old coil had a crack in the boot",
    ],
    good: [
      "the misfire on that cylinder is gone",
      "the engine pulls cleanly through every gear",
      "the flashing check engine light is gone",
      "it starts on the first crank every morning",
    ],
    meh: ["the connector clip felt a bit flimsy", "the boot was a tight fit over the plug"],
    bad: [
      "the same cylinder started misfiring again",
      "the connector cracked while I was fitting it",
      "it died on the first long drive",
    ],
  },
  "plug-wires": {
    why: [
      "the old wires were cracked and arcing at night",
      "the engine ran rough in the rain",
      "a misfire came and went with the weather",
      "the boots had gone hard and brittle",
    ],
    good: [
      "no more rough running in the rain",
      "the engine idles evenly again",
      "the boots clicked on firmly",
      "the misfire in wet weather is gone",
    ],
    meh: ["the set came longer than the originals", "the numbering on the wires rubs off"],
    bad: [
      "one wire arced through the jacket",
      "a boot came apart when I pulled it",
      "the rough running in the rain came back",
    ],
  },
  "distributor-caps": {
    why: [
      "the old cap had carbon tracks inside",
      "the truck stalled on damp mornings",
      "the rotor tip was badly worn",
      "the engine would not idle after a car wash",
    ],
    good: [
      "it starts on damp mornings now",
      "the stumble after a car wash is gone",
      "idle is steady again",
      "the terminals are solid brass",
    ],
    meh: ["the clips were stiff to get over the cap", "the rotor was a tight press fit"],
    bad: ["it cracked at a clip", "the damp-morning stalls came back", "the rotor tip burned away quickly"],
  },
  shocks: {
    why: [
      "the car bounced like a boat over every dip",
      "the old ones were leaking oil down the body",
      "the nose dived under braking",
      "the tires were cupping",
    ],
    good: [
      "the car settles right after a dip",
      "the nose no longer dives under braking",
      "the ride is firm without being harsh",
      "the car feels planted on the highway",
    ],
    meh: ["the ride is a bit firmer than stock", "it came without new mounting bushings"],
    bad: ["one started leaking", "the bounce came back", "a knock started on rough roads"],
  },
  "strut-assemblies": {
    why: [
      "a clunk came from the front over every speed bump",
      "the old strut was leaking fluid down the side",
      "the spring in the old one had snapped",
      "the corner sat lower than the others",
    ],
    good: [
      "the clunk over speed bumps is completely gone",
      "the car sits level again",
      "the steering is tight and centered",
      "the corner still feels tight",
    ],
    meh: ["it needed an alignment straight after", "the top nut was a different size than the old one"],
    bad: ["the clunk came back", "the top mount started creaking", "the ride turned harsh and crashy"],
  },
  "coil-springs": {
    why: [
      "an old spring snapped near the bottom coil",
      "the car sat low in the back",
      "the rear bottomed out with the family on board",
      "the truck sagged when towing",
    ],
    good: [
      "the car sits at the right height again",
      "the rear no longer bottoms out when loaded",
      "the ride is supple over potholes",
      "the headlights point at the road again",
    ],
    meh: ["the ride height settled a little over the first week", "the isolators were not included"],
    bad: ["the rear sagged again", "a coil started rubbing the seat", "one side sits lower than the other"],
  },
  "control-arms": {
    why: [
      "the ball joint had play in it",
      "the bushings were torn and clunking",
      "the tires wore on the inside edge",
      "the car wandered on the highway",
    ],
    good: [
      "the car tracks straight on the highway",
      "the clunk on turns is gone",
      "the tire wear evened out",
      "the ball joint is still tight",
    ],
    meh: ["the bushing was very stiff to press in", "the castle nut was missing its cotter pin"],
    bad: ["the ball joint started knocking", "a bushing split", "the car wandered again"],
  },
  "sway-bar-links": {
    why: [
      "a rattle came from the front on rough roads",
      "the old link had a broken stud",
      "the car leaned more in corners",
      "the old boots were split open",
    ],
    good: [
      "the rattle over rough roads is gone",
      "the car sits flatter in corners",
      "the studs are still tight",
      "the boots are thick and well sealed",
    ],
    meh: ["I needed a hex key to hold the stud", "the link was a little longer than the old one"],
    bad: ["the rattle came back", "a boot tore", "the stud spun in its socket"],
  },
  "wheel-hub-assemblies": {
    why: [
      "a humming noise grew louder with speed",
      "the ABS light came on with a wheel-speed code",
      "the wheel had play when I rocked it",
      "the hum changed pitch in long corners",
    ],
    good: [
      "the humming at highway speed disappeared",
      "the ABS light is off",
      "the wheel has no play at all",
      "the speed sensor reads perfectly",
    ],
    meh: ["the axle nut was not included", "the bolts were hard to reach without a swivel"],
    bad: ["the bearing began to hum again", "the ABS light came back on", "it ran hot after a long drive"],
  },
  "tie-rod-ends": {
    why: [
      "the steering felt loose and vague on the highway",
      "the alignment shop found play in the old end",
      "the front tires wore on the edges",
      "a clunk came through the steering wheel",
    ],
    good: [
      "the steering is tight and centered",
      "the play in the wheel is gone",
      "the alignment held perfectly afterwards",
      "the clunk through the wheel is gone",
    ],
    meh: ["it needed an alignment straight after", "the jam nut was a size off"],
    bad: ["play came back in the steering", "the boot split", "the taper would not seat properly"],
  },
  batteries: {
    why: [
      "the car would not start on a cold morning",
      "the old battery was six years old and tested weak",
      "the starter cranked slowly every morning",
      "the battery light flickered on the dash",
    ],
    good: [
      "it starts instantly even on freezing mornings",
      "cranking is strong and quick",
      "the voltage reads right where it should",
      "it has never needed a jump",
    ],
    meh: ["it was heavier than I expected to lift in", "the hold-down bracket was not included"],
    bad: ["it was dead again in a cold snap", "it would not hold a charge", "a terminal corroded quickly"],
  },
  alternators: {
    why: [
      "the lights dimmed at idle",
      "the battery light flickered on the dash",
      "the old alternator whined with the revs",
      "a new battery kept going flat",
    ],
    good: [
      "the lights are bright and steady at idle",
      "the voltage holds steady with everything on",
      "the battery stays charged",
      "the whine is gone",
    ],
    meh: ["the pulley was a different style from the old one", "the core return took some chasing"],
    bad: ["the voltage dropped on the highway", "the bearing started whining", "it stopped charging"],
  },
  starters: {
    why: [
      "the car only clicked when I turned the key",
      "the old starter ground on every start",
      "starting got slower every week",
      "the car left me stranded in a parking lot",
    ],
    good: [
      "it cranks briskly every time",
      "the grinding on start is gone",
      "the car fires on the first turn",
      "it has not missed a single start",
    ],
    meh: ["the top bolt was a knuckle-buster to reach", "the core return took some chasing"],
    bad: ["the clicking came back", "it ground the flywheel", "it stopped engaging"],
  },
  "headlight-bulbs": {
    why: [
      "one of the low beams had burned out",
      "night driving on back roads felt unsafe",
      "the old bulbs had gone yellow and dim",
      "the car failed inspection for a dead bulb",
    ],
    good: [
      "night driving on back roads is much easier",
      "the beam reaches much farther down the road",
      "both sides now match in color",
      "oncoming drivers have not flashed me",
    ],
    meh: ["the color is a little cooler than I wanted", "the bulbs were fiddly to seat"],
    bad: ["one of the pair burned out", "the beam pattern scattered light everywhere", "a bulb flickered over bumps"],
  },
  "fuses-relays": {
    why: [
      "the fuel pump relay clicked but nothing happened",
      "the horn stopped working",
      "the fan would not turn on",
      "I wanted spares in the glovebox",
    ],
    good: [
      "the fuel pump primes every time",
      "the horn works again",
      "the fan runs when it should",
      "the spares live in the glovebox now",
    ],
    meh: ["the pins were a little tight in the socket", "the labels are tiny"],
    bad: ["the relay failed again", "a pin broke off in the socket", "it chattered under load"],
  },
  "all-season-tires": {
    why: [
      "the old set had worn down to the bars",
      "the originals were loud on the highway",
      "the tread was too shallow for the rain",
      "a sidewall bulge turned up on an old tire",
    ],
    good: [
      "the highway ride is noticeably quieter",
      "grip in the rain is excellent",
      "they balanced out with very little weight",
      "wear is even after the first rotation",
    ],
    meh: ["they hum a bit above sixty", "mileage dropped slightly since fitting them"],
    bad: [
      "one developed a slow leak near the bead",
      "they wore unevenly",
      "grip on wet roads was worse than the old set",
    ],
  },
  "winter-tires": {
    why: [
      "we moved somewhere with real winters",
      "the all-seasons slid through an intersection",
      "the commute goes over a snowy pass",
      "the kids' school is up a steep icy hill",
    ],
    good: [
      "they handled a snowy mountain pass without drama",
      "the car stops short on packed snow",
      "the steep icy hill is no problem now",
      "they bite through slush confidently",
    ],
    meh: ["they are loud on dry pavement", "the steering feels a bit soft in the dry"],
    bad: ["they slid on ice more than I hoped", "the tread chunked on gravel", "one would not balance"],
  },
  "performance-tires": {
    why: [
      "the stock tires gave up grip on back roads",
      "a track day was coming up",
      "the old set was corded at the shoulders",
      "the car deserved better than budget tires",
    ],
    good: [
      "the steering feels sharper on back roads",
      "grip through corners is superb",
      "braking distances got shorter",
      "they warm up quickly on a cold day",
    ],
    meh: ["they wear faster than all-seasons, as expected", "they are a little noisy on coarse roads"],
    bad: [
      "they were sketchy in the cold",
      "the shoulders wore out far too fast",
      "they tramlined badly on grooved roads",
    ],
  },
  "all-terrain-tires": {
    why: [
      "the truck kept sliding on muddy trails",
      "the old highway tires kept getting punctured on gravel",
      "we started camping down forest roads",
      "the stock tires spun out in the snow",
    ],
    good: [
      "they claw through mud and gravel",
      "no flats on the gravel roads so far",
      "they are quieter on the highway than I feared",
      "they grip well in the snow",
    ],
    meh: ["they hum on the highway", "fuel economy dropped a little"],
    bad: [
      "a sidewall cut open on the first rocky trail",
      "they wore unevenly",
      "the road noise was much louder than promised",
    ],
  },
  "side-mirrors": {
    why: [
      "the mirror glass shattered in a tight garage",
      "a passing truck clipped the old mirror",
      "the power adjuster stopped working",
      "the heated glass had quit",
    ],
    good: [
      "the power adjust works in every direction",
      "the heated glass clears frost in a minute",
      "it folds in and out like the original",
      "the turn signal lights up brightly",
    ],
    meh: ["the cover needed painting to match", "the wiring plug needed a small adapter"],
    bad: ["the motor inside stopped working", "the glass vibrates at speed", "the turn signal lens leaked"],
  },
  "bumper-covers": {
    why: [
      "a parking lot scrape cracked the old one",
      "a deer got the better of the front end",
      "the old cover was held on with zip ties",
      "the insurance quote for the dealer part was silly",
    ],
    good: [
      "panel gaps lined up with the factory ones",
      "it has not shifted or rattled",
      "the paint on it still looks perfect",
      "it looks like it came from the factory",
    ],
    meh: ["one clip hole needed a little filing", "the primer had a few rough spots"],
    bad: [
      "the tabs did not line up with the car",
      "a gap along the fender never closed up",
      "it arrived cracked in the box",
    ],
  },
  fenders: {
    why: [
      "rust had eaten through the wheel arch",
      "a fender bender crumpled the old one",
      "the old fender had a dent the size of a dinner plate",
      "a body shop quoted too much for repairs",
    ],
    good: [
      "the gap to the door is even all the way down",
      "the paint on it has held up well",
      "the primer took paint beautifully",
      "it looks like the factory part",
    ],
    meh: ["the edge needed a little tweaking to meet the bumper", "the liner clips did not match"],
    bad: ["the gap to the hood never closed up", "the metal is thinner than the original", "the bolt holes were off"],
  },
  "headlight-assemblies": {
    why: [
      "the old lens had gone yellow and cloudy",
      "a stone cracked the headlight housing",
      "condensation kept building up inside the old light",
      "the car failed inspection for a dim headlight",
    ],
    good: [
      "the lens is crystal clear",
      "the beam is sharp and aimed right",
      "the front of the car looks new again",
      "no condensation inside so far",
    ],
    meh: ["the aim needed adjusting", "one mounting tab was a touch short"],
    bad: [
      "moisture got inside the lens after a car wash",
      "a mounting tab snapped",
      "the beam was aimed into the trees",
    ],
  },
  "tail-light-assemblies": {
    why: [
      "someone backed into the old tail light",
      "the old lens was faded pink",
      "water was pooling inside the old housing",
      "a brake light kept going out",
    ],
    good: [
      "the brake lights are bright and even",
      "the red is deep and matches the other side",
      "the housing stays dry inside",
      "it still looks brand new",
    ],
    meh: ["the bulbs were not included", "the gasket was a little thin"],
    bad: ["moisture got inside after rain", "the socket lost contact over bumps", "it faded within a summer"],
  },
  grilles: {
    why: [
      "the old grille cracked in a cold snap",
      "a bird strike broke a few slats",
      "the chrome was peeling off the old one",
      "I wanted a cleaner look on the front",
    ],
    good: [
      "the front end looks sharp again",
      "it has not rattled once",
      "the finish matches the trim",
      "it looks factory",
    ],
    meh: ["the emblem mount needed trimming", "the black is a shade glossier than stock"],
    bad: ["a clip broke during install", "the finish faded quickly", "it rattles at speed"],
  },
  "wiper-blades": {
    why: [
      "the wipers were streaking across the whole windshield",
      "the old blades chattered in the rain",
      "the rubber had split in the summer sun",
      "winter was coming and the old blades were shot",
    ],
    good: [
      "the windshield wipes clean in a single pass",
      "they are silent across the glass",
      "they keep contact at highway speed",
      "they cleared slush without icing up",
    ],
    meh: ["one blade chattered until it settled in", "the adapter took a while to figure out"],
    bad: ["they started streaking", "a blade lifted off the glass at speed", "the rubber split"],
  },
  "car-covers": {
    why: [
      "the car lives outside under a tree",
      "bird droppings were ruining the paint",
      "the old cover was falling apart in the sun",
      "hail season was coming",
    ],
    good: [
      "the paint stays clean under the tree",
      "it shrugged off a heavy storm",
      "the straps keep it on in the wind",
      "it packs away into its bag easily",
    ],
    meh: ["it is a little loose around the bumpers", "it takes two people on a windy day"],
    bad: ["the fabric tore at a seam", "water soaked through in the first storm", "it scuffed the paint in the wind"],
  },
  "tonneau-covers": {
    why: [
      "the bed kept filling with rain",
      "tools kept disappearing from the bed",
      "I wanted better mileage on the highway",
      "the old soft cover had torn",
    ],
    good: [
      "the bed stays dry in heavy rain",
      "it locks with the tailgate",
      "it rolls up in seconds",
      "the clamps hold tight at highway speed",
    ],
    meh: ["it whistles slightly above seventy", "the clamps needed re-tightening after a week"],
    bad: ["water pooled and leaked into the bed", "a clamp scratched the bed rail", "the vinyl shrank in the cold"],
  },
  "running-boards": {
    why: [
      "the kids needed a step into the truck",
      "my mom struggled to climb into the cab",
      "the rockers were getting chipped by gravel",
      "the old boards had rusted through",
    ],
    good: [
      "getting into the cab is easy for everyone",
      "the rocker panels stay clean now",
      "they feel solid to stand on",
      "they look factory",
    ],
    meh: ["the brackets needed a helper to hold", "the instructions were mostly diagrams"],
    bad: ["a bracket cracked", "they flexed when I stood on the end", "the coating chipped"],
  },
  "roof-racks": {
    why: [
      "we planned a summer of camping trips",
      "we needed to carry two kayaks",
      "the bikes no longer fit inside",
      "the cargo box needed somewhere to go",
    ],
    good: [
      "it stays put at highway speeds",
      "two kayaks ride on it without a wobble",
      "the wind noise is lower than I feared",
      "it locks on securely",
    ],
    meh: ["it whistles slightly above seventy", "the fit kit was fiddly to set up"],
    bad: ["a foot scratched the roof", "it shifted under load", "the bars rusted at the ends"],
  },
  "mud-flaps": {
    why: [
      "gravel was chipping the paint behind the wheels",
      "the truck threw mud all over the trailer",
      "the old flaps had torn off",
      "we moved to a gravel road",
    ],
    good: [
      "the sides stay clean on gravel roads",
      "they still look new",
      "they stay straight at speed",
      "the trailer stays much cleaner",
    ],
    meh: ["the hardware was a little light", "one needed trimming near the bumper"],
    bad: ["one ripped off on a curb", "the screws rusted", "they sagged in the heat"],
  },
  "trailer-hitches": {
    why: [
      "we started towing a small camper",
      "I needed to carry a bike rack",
      "a utility trailer came with the new house",
      "the old hitch had rusted badly",
    ],
    good: [
      "it handled a loaded trailer without complaint",
      "it has not loosened at all",
      "it sits at a good height for my trailer",
      "the finish held up through winter",
    ],
    meh: ["the bolts were hard to feed into the frame", "the instructions assumed a lift"],
    bad: ["the bolts did not line up with the frame", "the finish started rusting", "the receiver pin hole was off"],
  },
  "floor-mats": {
    why: [
      "the kids had ruined the old carpets",
      "winter slush was soaking the floor",
      "the dog's muddy paws wrecked the back floor",
      "the old mats were curling at the edges",
    ],
    good: [
      "mud and snow stay in the mats",
      "they cover every corner of the footwell",
      "they hose off clean in a minute",
      "they do not slide under the pedals",
    ],
    meh: ["they smelled of rubber for a few days", "the edges curl slightly in the heat"],
    bad: [
      "one cracked along a fold",
      "they slid around and bunched under the pedals",
      "the retention hooks did not line up",
    ],
  },
  "seat-covers": {
    why: [
      "the seats were cracking in the sun",
      "we got a dog who rides along everywhere",
      "the kids spill juice on everything",
      "the cloth seats were stained",
    ],
    good: [
      "the fit is snug with no bunching",
      "they wipe clean with a damp cloth",
      "the seats look new again",
      "the dog hair brushes right off",
    ],
    meh: ["the straps took some figuring out", "they slide a little on the seat"],
    bad: ["the seams started to split", "they faded within a season", "the stitching came apart at a corner"],
  },
  "steering-wheel-covers": {
    why: [
      "the steering wheel was peeling",
      "the wheel was scorching in summer",
      "I wanted a thicker grip",
      "the old cover had worn shiny",
    ],
    good: [
      "the grip feels thick and secure",
      "the wheel stays comfortable to hold in summer",
      "it covers the worn spots completely",
      "it did not slip even on a long drive",
    ],
    meh: ["it was a real struggle to stretch on", "it smelled for a few days"],
    bad: ["it started to slip on the wheel", "the stitching came apart", "it faded quickly"],
  },
  "phone-mounts": {
    why: [
      "my phone kept sliding off the dash",
      "I drive for deliveries and need the map in view",
      "the old mount snapped in the cold",
      "I wanted the phone out of the cup holder",
    ],
    good: [
      "it holds the phone steady on rough roads",
      "the phone sits right in my eye line",
      "it releases with one hand",
      "it charges while it holds",
    ],
    meh: ["the arm droops slightly with a big phone", "the clamp is a little loud when it opens"],
    bad: ["the suction cup would not hold in the heat", "the clip snapped", "the phone fell out on a pothole"],
  },
  "cargo-organizers": {
    why: [
      "the trunk was a mess of loose groceries",
      "the emergency kit kept sliding around",
      "sports gear was taking over the back",
      "eggs broke on the way home from the store",
    ],
    good: [
      "groceries stay upright in the trunk",
      "everything has its own place now",
      "it folds flat when not needed",
      "the non-slip base keeps it put",
    ],
    meh: ["the dividers are floppy", "it is a little smaller than it looked"],
    bad: ["the seams started to split", "it slid around on every turn", "a handle ripped off"],
  },
  "sun-shades": {
    why: [
      "the car turns into an oven in summer",
      "the dashboard was cracking in the sun",
      "the steering wheel was too hot to touch",
      "the old shade had fallen apart",
    ],
    good: [
      "the cabin stays noticeably cooler",
      "the dash stays cool to touch",
      "it fits the windshield edge to edge",
      "it folds away into the door pocket",
    ],
    meh: ["it is fiddly to fold back up", "it sags a little in the middle"],
    bad: ["the edges frayed", "it would not stay up against the glass", "the reflective coating peeled"],
  },
  speakers: {
    why: [
      "the factory speakers were crackling",
      "the old cones had torn",
      "the sound was muddy at any volume",
      "a new stereo deserved better speakers",
    ],
    good: [
      "the sound is clear even with the windows down",
      "vocals sound natural at last",
      "they handle volume without distortion",
      "they sound great at low volume too",
    ],
    meh: ["they needed adapter rings", "the bass is lighter than I hoped without a sub"],
    bad: ["one started buzzing", "a tweeter blew", "they rattled the door panel"],
  },
  "head-units": {
    why: [
      "the old stereo had no Bluetooth",
      "the factory radio screen had died",
      "I wanted maps on a bigger screen",
      "the old unit kept losing its presets",
    ],
    good: [
      "pairing my phone takes a couple of seconds",
      "the screen is bright in daylight",
      "calls sound clear on both ends",
      "the steering wheel controls still work",
    ],
    meh: ["the menus are a bit clunky", "it takes a moment to boot up"],
    bad: ["it rebooted itself on bumpy roads", "the touchscreen stopped responding", "the radio reception was poor"],
  },
  amplifiers: {
    why: [
      "the factory stereo ran out of power",
      "a new sub needed something to drive it",
      "the old amp kept going into protect mode",
      "the speakers sounded thin at volume",
    ],
    good: [
      "the speakers finally have the power they need",
      "it runs cool even on long drives",
      "it fits under the seat",
      "there is no hiss at idle",
    ],
    meh: ["the gain knobs are tiny", "the terminals take thin wire only"],
    bad: ["one channel cut out", "it kept going into protect mode", "a constant hiss came through the speakers"],
  },
  subwoofers: {
    why: [
      "the bass was nonexistent",
      "the old sub had blown",
      "I wanted low end without losing the trunk",
      "the music sounded thin",
    ],
    good: [
      "the bass is tight without rattling the doors",
      "it fills the cabin at modest volume",
      "it fits without taking the whole trunk",
      "the low notes are clean",
    ],
    meh: ["the trunk lid rattles at high volume", "it needed a bigger amp than I had"],
    bad: ["the cone started rubbing", "it blew at half volume", "it rattled the trunk apart"],
  },
  "dash-cams": {
    why: [
      "a fender bender made us want a record of every drive",
      "someone hit our parked car and drove off",
      "the insurance offered a discount for one",
      "I drive for rideshare",
    ],
    good: [
      "the night footage is sharp enough to read plates",
      "it starts recording the moment the car starts",
      "parking mode caught a door ding",
      "the app downloads clips quickly",
    ],
    meh: ["the app is slow to connect", "the suction mount leaves a ring on the glass"],
    bad: ["the card kept corrupting", "it stopped recording in the heat", "the footage was blurry at night"],
  },
  "backup-cameras": {
    why: [
      "reversing into our driveway was nerve-racking",
      "we nearly backed over a bike",
      "the truck has a huge blind spot behind",
      "the factory camera had failed",
    ],
    good: [
      "parking in tight spots is easy now",
      "the guidelines line up with the bumper",
      "the picture is clear at night",
      "it switches on the moment I shift into reverse",
    ],
    meh: ["the wiring run to the back took a while", "the picture flickers briefly on start"],
    bad: ["the picture went fuzzy in the rain", "it lost signal over bumps", "water got into the camera"],
  },
  "cold-air-intakes": {
    why: [
      "the car felt sluggish merging onto the highway",
      "I wanted to hear the engine breathe",
      "the stock airbox had cracked",
      "I was chasing a little better throttle response",
    ],
    good: [
      "throttle response is noticeably sharper",
      "the intake sound is great without drone",
      "it passed inspection with no trouble",
      "the fit and finish is excellent",
    ],
    meh: ["one clamp needed adjusting", "the filter needs oiling more often than I thought"],
    bad: ["it threw a check engine light", "the gains were nowhere near the claims", "the heat shield rattled"],
  },
  "cat-back-exhausts": {
    why: [
      "the old muffler had rusted through",
      "I wanted a bit more sound from the engine",
      "the stock exhaust droned and rattled",
      "a heat shield fell off the old system",
    ],
    good: [
      "the exhaust note is deep without droning",
      "the tips still shine",
      "it has not rattled against anything",
      "cold starts sound fantastic",
    ],
    meh: ["there is a bit of drone around sixty", "a hanger needed bending"],
    bad: ["the drone on the highway was unbearable", "a weld cracked", "it rattled against the frame"],
  },
  "engine-tuners": {
    why: [
      "the transmission shifted too early",
      "I wanted more pull when towing",
      "I was chasing a little better fuel economy",
      "I wanted to read and clear codes at home",
    ],
    good: [
      "it shifts at the right time now",
      "the truck pulls harder when towing",
      "the gauges on the screen are handy",
      "returning to stock took a minute",
    ],
    meh: ["the tune took a while to load", "the updates need a laptop"],
    bad: ["it threw a check engine light", "it bricked during an update", "the gains were nowhere near the claims"],
  },
  "lowering-springs": {
    why: [
      "the stock setup sat too high",
      "the car leaned a lot in corners",
      "the wheel gap looked silly",
      "a set of wider wheels went on",
    ],
    good: [
      "the stance looks much better",
      "the car sits flatter in corners",
      "the ride is still comfortable over bumps",
      "the drop is even front to rear",
    ],
    meh: ["the ride got firmer than I expected", "it needed an alignment straight after"],
    bad: ["it scraped on every driveway", "the back sat lower than the front", "the stock shocks bottomed out"],
  },
  "performance-brake-kits": {
    why: [
      "the stock brakes faded on mountain roads",
      "the track day season was coming",
      "the old rotors warped after every hard drive",
      "I tow a trailer through the hills",
    ],
    good: [
      "brake fade on long descents is gone",
      "the pedal stays firm lap after lap",
      "stopping power is much stronger",
      "the drilled rotors look great behind the wheels",
    ],
    meh: ["the pads are noisy when cold", "there is more dust than the stock pads"],
    bad: ["a rotor cracked at a drilled hole", "the pedal still faded on long descents", "the pads glazed quickly"],
  },
  "jacks-stands": {
    why: [
      "I started doing my own brakes",
      "the scissor jack that came with the car scared me",
      "the old floor jack lost pressure",
      "I rotate the tires myself",
    ],
    good: [
      "it lifts the truck in a few pumps",
      "the stands lock solidly at every notch",
      "it rolls smoothly on the garage floor",
      "it feels safe to work under",
    ],
    meh: ["it is heavy to carry", "the saddle is a little small"],
    bad: ["it stopped holding pressure", "a stand's ratchet slipped", "the release valve leaked"],
  },
  "socket-sets": {
    why: [
      "I got tired of paying the shop for simple jobs",
      "my neighbor kept borrowing mine",
      "the old set was missing half its sockets",
      "I started working on my own car",
    ],
    good: [
      "it has handled every job I have thrown at it",
      "the ratchet has a fine, smooth action",
      "every size I needed was there",
      "the case keeps it all organized",
    ],
    meh: ["the case latches feel cheap", "the markings wear off quickly"],
    bad: ["a socket cracked on the first stubborn bolt", "the ratchet started slipping", "the case broke open"],
  },
  "diagnostic-scanners": {
    why: [
      "the check engine light needed reading",
      "the shop charged just to read a code",
      "the ABS light came on",
      "I wanted to watch live data on a road test",
    ],
    good: [
      "it read the codes in seconds",
      "the live data showed the bad sensor",
      "it cleared the ABS light",
      "the code explanations are plain English",
    ],
    meh: ["the screen is hard to read in sunlight", "the cable is shorter than I would like"],
    bad: ["it would not connect to my car", "it froze halfway through a scan", "the updates stopped coming"],
  },
  "torque-wrenches": {
    why: [
      "the lug nuts needed a proper torque",
      "a new cylinder head needed exact specs",
      "I stripped a drain plug guessing the torque",
      "I started doing my own brakes",
    ],
    good: [
      "it clicks exactly at the set value",
      "the scale is easy to read",
      "it checked out against the shop's tester",
      "it stores neatly in its case",
    ],
    meh: ["the lock ring is stiff", "the case is bulky"],
    bad: ["the calibration was off by a long way", "it stopped clicking", "the scale rubbed off"],
  },
  "battery-chargers": {
    why: [
      "the car sits for weeks in winter",
      "the motorcycle battery kept dying",
      "a dead battery stranded me in the driveway",
      "the old charger had no maintenance mode",
    ],
    good: [
      "the battery stays topped up all winter",
      "it recovered a battery I thought was dead",
      "the display shows the charge clearly",
      "it switches to maintenance on its own",
    ],
    meh: ["the cables are shorter than I would like", "the clamps feel light"],
    bad: ["it died", "it never finished charging", "a clamp broke"],
  },
  "jump-starters": {
    why: [
      "a dead battery stranded me in a parking lot",
      "I wanted something in the trunk for emergencies",
      "my teenager started driving",
      "jumper cables need a second car",
    ],
    good: [
      "it started a dead V8 on the first try",
      "it holds its charge for months in the trunk",
      "the flashlight is handy at night",
      "it charges my phone on trips",
    ],
    meh: ["the clamps are a bit small", "the case is bulky for the glovebox"],
    bad: ["it would not start the car", "it lost its charge in the trunk", "it stopped charging"],
  },
};
