/**
 * Makers, products and services a home-service request names, capitalised like a surname but nobody's
 * personal data: boilers, stoves and air conditioners, appliances, bathroom fittings, electrical material,
 * paints, garden machines, cars and their models, shops, platforms and utilities. General knowledge of the
 * trade, kept by hand (no maintained list of Italian trade brands exists); a brand missing here is hidden
 * as a name would be (the safe side), unless a known brand or a model word stands before it. Folded (lower
 * case, no accents), words separated by one space.
 */
const BRAND_NAMES = `
vaillant, ariston, baxi, beretta, ferroli, immergas, junkers, bosch, riello, sime, viessmann, buderus, hermann,
saunier duval, chaffoteaux, cosmogas, fondital, unical, radiant, biasi, lamborghini, italtherm, thermital,
roca, de dietrich, wolf, hoval, ocean, nova florida, elco, weishaupt, baltur, clivet, aermec, carrier, daikin,
mitsubishi, mitsubishi electric, samsung, lg, toshiba, hisense, haier, fujitsu, panasonic, midea, argo,
delonghi, de longhi, olimpia splendid, hitachi, gree, sharp, comfee, pinguino, palazzetti, edilkamin, mcz,
piazzetta, extraflame, ravelli, jolly mec, nordica, la nordica, thermorossi, moretti design,
caminetti montegrappa, cadel, eva calor, irsap, zehnder, cordivari, deltacalor, netatmo, tado, nest, honeywell,
danfoss, caleffi, vortice, elica, faber, franke, whirlpool, electrolux, zanussi, indesit, hotpoint, candy,
hoover, smeg, miele, beko, rex, aeg, neff, siemens, gorenje, bompani, kenwood, dyson, karcher, folletto,
vorwerk, rowenta, philips, imetec, polti, vileda, nespresso, lavazza, grohe, hansgrohe, ideal standard,
pozzi ginori, geberit, dolomite, jacuzzi, duravit, villeroy & boch, teuco, novellini, flaminia, hatria, cesame,
kerasan, sanitrit, viakal, bticino, vimar, gewiss, abb, schneider, legrand, urmet, comelit, elvox, ave, osram,
ledvance, came, nice, faac, bft, somfy, beninca, hormann, steinel, hikvision, dahua, ezviz, ring, xiaomi,
tp-link, fritz, shelly, sonoff, huawei, fronius, solaredge, enphase, tesla, ikea, sikkens, boero, sammarinese,
oikos, max meyer, caparol, dulux, jotun, tassani, valspar, sigma, mapei, weber, kerakoll, knauf, saint gobain,
gyproc, velux, fakro, fassa bortolo, husqvarna, stihl, honda, makita, black & decker, black+decker, einhell,
gardena, alpina, oleo-mac, oleomac, toro, john deere, rain bird, claber, orbit, ryobi, dewalt, hilti, metabo,
worx, castelgarden, ibea, efco, emak, viking, robomow, greenworks, fiat, alfa romeo, alfa, lancia, abarth,
maserati, ford, volkswagen, vw, opel, renault, peugeot, citroen, ds, toyota, lexus, dacia, kia, hyundai,
nissan, bmw, audi, mercedes, mercedes-benz, skoda, seat, cupra, suzuki, jeep, mini, smart, volvo, mazda,
subaru, land rover, range rover, jaguar, porsche, chevrolet, dodge, iveco, isuzu, mg, byd, piaggio, vespa, ape,
ducati, yamaha, kawasaki, aprilia, moto guzzi, guzzi, benelli, kymco, sym, harley davidson, harley-davidson,
ktm, triumph, panda, punto, grande punto, tipo, doblo, ducato, qubo, uno, bravo, stilo, multipla, seicento,
croma, fiorino, scudo, talento, ypsilon, giulietta, mito, stelvio, tonale, golf, polo, passat, tiguan, touran,
caddy, transporter, t-roc, clio, captur, megane, scenic, twingo, zoe, kangoo, trafic, duster, sandero, logan,
jogger, yaris, aygo, corolla, auris, prius, picasso, berlingo, focus, fiesta, kuga, puma, transit, mondeo,
ecosport, corsa, astra, meriva, zafira, mokka, crossland, grandland, agila, qashqai, juke, micra, x-trail,
leaf, picanto, sportage, ceed, niro, tucson, kona, fortwo, forfour, ibiza, arona, ateca, octavia, fabia,
superb, kodiaq, swift, vitara, jimny, renegade, wrangler, countryman, daily, liberty, beverly, monster, tmax,
multijet, leroy merlin, brico, brico io, bricoman, bricocenter, obi, castorama, tecnomat, mediaworld, euronics,
unieuro, trony, comet, amazon, ebay, subito, airbnb, booking, google, whatsapp, telegram, facebook, instagram,
youtube, pinterest, tiktok, enel, acea, hera, a2a, iren, eni, plenitude, edison, sorgenia, italgas, engie, tim,
vodafone, fastweb, wind, windtre, iliad, sky, poste, conad, coop, esselunga, carrefour, lidl, eurospin, terraneo, farfisa, fermax, videx, aiphone, bpt,
ajax, bentel, risco, paradox, inim, elkron, tecnoalarm, verisure, ksenia, wallbox, scavolini, lube, snaidero,
veneta cucine, stosa, arrex, berloni, febal, aran, mondo convenienza, natuzzi, poltronesofa, kartell, flos, artemide,
valeo, luk, sachs, brembo, ferodo, ngk, magneti marelli, castrol, michelin, pirelli, bridgestone, continental, goodyear,
dunlop, bimby, thermomix, roomba, irobot, alexa, google home, moulinex, tefal, netflix, tigota, acqua & sapone,
decathlon, ipercoop, ovs, upim, coin, sunpower, powerwall
`;

const NAMES = BRAND_NAMES.split(',').map((name) => name.trim().split(/\s+/));

/** Brands and products by their first word, each as its words («ideal standard» → ideal, standard). */
const BRANDS_BY_FIRST_WORD: ReadonlyMap<string, readonly string[][]> = (() => {
  const byFirst = new Map<string, string[][]>();
  for (const name of NAMES) byFirst.set(name[0] as string, [...(byFirst.get(name[0] as string) ?? []), name]);
  return byFirst;
})();

const SINGLE = new Set(NAMES.filter((name) => name.length === 1).map((name) => name[0] as string));

/** Whether a folded word is a brand or a product by itself («vaillant», «panda»). */
export const isBrand = (word: string) => SINGLE.has(word);

/** How many of the folded words from `start` on name a brand or a product («leroy merlin» → 2), 0 if none. */
export function brandLength(words: readonly string[], start: number): number {
  const candidates = BRANDS_BY_FIRST_WORD.get(words[start] ?? '') ?? [];
  let longest = 0;
  for (const name of candidates) {
    if (name.length > longest && name.every((word, index) => words[start + index] === word)) longest = name.length;
  }
  return longest;
}
