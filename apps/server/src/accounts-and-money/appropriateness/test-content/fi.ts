import type { TestWording } from './index.ts';

export const fi: TestWording = {
  'warrants-1': [
    'Mitä warrantti antaa sinulle?',
    'Velvollisuuden ostaa osake sovittuun hintaan.',
    'Oikeuden, mutta ei velvollisuutta, ostaa tai myydä kohde-etuus sovittuun hintaan sovittuun päivään asti.',
    'Osuuden yhtiön voitosta joka vuosi.',
  ],
  'warrants-2': [
    'Mitä tapahtuu warrantille, joka on erääntymispäivänä arvoton (out of the money)?',
    'Se erääntyy arvottomana, ja menetät maksamasi summan.',
    'Liikkeeseenlaskija maksaa maksamasi summan takaisin.',
    'Se muuttuu osakkeiksi.',
  ],
  'warrants-3': [
    'Mikä on merkintäoikeus osakeannissa?',
    'Laina yhtiölle.',
    'Lupaus siitä, että osakkeen kurssi nousee.',
    'Oikeus ostaa uusia osakkeita sovittuun hintaan merkintäaikana; sen voi myös myydä.',
  ],
  'leveraged-1': [
    'Bull-sertifikaatti, jonka vipu on 5, seuraa indeksiä. Indeksi laskee päivässä 4 %. Suunnilleen miten sertifikaatti liikkuu?',
    'Se laskee 4 %.',
    'Se nousee 20 %.',
    'Se laskee 20 %.',
  ],
  'leveraged-2': [
    'Mitä mini futurelle tapahtuu, kun kohde-etuus saavuttaa stop loss -tason?',
    'Ei mitään, sillä käydään kauppaa edelleen.',
    'Se päättyy, ja mahdollisesti jäljelle jäävä summa maksetaan takaisin: voit menettää kaiken.',
    'Sen vipu kaksinkertaistuu.',
  ],
  'leveraged-3': [
    'Miksi päivittäin vivutettu tuote voi menettää arvoaan ajan mittaan, vaikka kohde-etuus päätyy lähtötasolleen?',
    'Vipu nollataan joka päivä, joten nousut ja laskut yhdessä tuottavat tappiota.',
    'Liikkeeseenlaskija pitää osingot.',
    'Ei voi: se päätyy aina samaan kuin kohde-etuus.',
  ],
  'options-1': [
    'Ostat osto-option. Mikä on suurin mahdollinen tappiosi?',
    'Maksamasi preemio.',
    'Ei mitään.',
    'Rajaton summa.',
  ],
  'options-2': [
    'Mitä tapahtuu, jos myyt (asetat) osto-option omistamatta kohde-etuutta?',
    'Tappiosi rajoittuu preemioon.',
    'Saat oikeuden ostaa osakkeen.',
    'Mahdollinen tappiosi on rajaton, jos kurssi nousee.',
  ],
  'options-3': [
    'Mitä option arvolle yleensä tapahtuu erääntymispäivän lähestyessä, muiden tekijöiden pysyessä samoina?',
    'Se nousee.',
    'Sen aika-arvo pienenee.',
    'Se pysyy ennallaan.',
  ],
  'structured-1': [
    'Kenen varassa on, saatko maksun sertifikaatista tai trackerista?',
    'Pörssin.',
    'Liikkeeseenlaskijan: jos se kaatuu, voit menettää rahasi.',
    'Valtion talletussuojan.',
  ],
  'structured-2': [
    'Tracker seuraa indeksiä. Mitä se ei yleensä anna sinulle?',
    'Altistusta indeksin kurssille.',
    'Hintaa pörssissä joka kaupankäyntipäivä.',
    'Indeksin osakkeiden osinkoja tai pääomasi suojaa.',
  ],
  'structured-3': [
    'Mitä sertifikaatin markkinatakaaja tekee?',
    'Asettaa osto- ja myyntihinnat, jotta voit käydä kauppaa; niiden välinen ero on sinulle kulu.',
    'Takaa sinulle voiton.',
    'Äänestää puolestasi yhtiökokouksessa.',
  ],
  'funds-1': [
    'Mikä tekee rahastosta monimutkaisen, kuten hedge- tai vipurahastosta?',
    'Se omistaa vain pohjoismaisia osakkeita.',
    'Se ei peri palkkiota.',
    'Se voi käyttää johdannaisia, vipua tai lyhyeksimyyntiä, joten sen riskiä voi olla vaikea arvioida.',
  ],
  'funds-2': [
    'Voiko monimutkainen rahasto rajoittaa sitä, milloin voit myydä osuutesi?',
    'Kyllä: joillakin käydään kauppaa vain kuukausittain tai neljännesvuosittain, irtisanomisajalla.',
    'Ei: kaikki rahastot voi myydä heti, minä päivänä tahansa.',
    'Vain kun rahasto on noussut.',
  ],
  'funds-3': [
    'Rahaston vuosipalkkio on 2 %, ja se tuottaa 5 % ennen palkkioita. Mitä saat?',
    '7 %.',
    'Noin 3 %.',
    '5 %.',
  ],
  'bonds-1': [
    'Mitä kiinteäkorkoisen joukkovelkakirjan hinnalle yleensä tapahtuu, kun markkinakorot nousevat?',
    'Se laskee.',
    'Se nousee.',
    'Ei mitään.',
  ],
  'bonds-2': [
    'Mikä on joukkovelkakirjan luottoriski?',
    'Riski siitä, että osakekurssit laskevat.',
    'Riski siitä, ettei liikkeeseenlaskija pysty maksamaan korkoa tai lainaa takaisin.',
    'Riski siitä, että valuutta vahvistuu.',
  ],
  'bonds-3': [
    'Mitä korkea tuotto vastaaviin joukkovelkakirjoihin verrattuna yleensä kertoo?',
    'Joukkovelkakirja on turvallisempi.',
    'Joukkovelkakirjan arvo ei koskaan laske.',
    'Markkinat näkevät suuremman riskin, ettei liikkeeseenlaskija maksa.',
  ],
};
