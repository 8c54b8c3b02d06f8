/**
 * Where places in Poland are, bundled so the contractors' map works offline (issue 27). Written from
 * public geography (city centres to two decimals, about 1 km), not fetched at run time:
 *  - CITIES: the voivodeship capitals and about 170 of the larger towns, 'name|lat|lon';
 *  - POSTAL_AREAS: each two-digit postal prefix's area, 'prefix|lat|lon|what it covers', a point near
 *    the middle of its main towns (a prefix covers a city or a few districts around it);
 *  - POSTAL_DISTRICTS: the first digit's district, for a prefix the table does not hold.
 * Parsed once, on the map's chunk only.
 */

const CITIES = `
Warszawa|52.23|21.01
Kraków|50.06|19.94
Wrocław|51.11|17.03
Łódź|51.76|19.46
Poznań|52.41|16.93
Gdańsk|54.35|18.65
Szczecin|53.43|14.55
Bydgoszcz|53.12|18.01
Lublin|51.25|22.57
Białystok|53.13|23.16
Katowice|50.26|19.02
Gdynia|54.52|18.53
Częstochowa|50.81|19.12
Radom|51.40|21.15
Rzeszów|50.04|22.00
Toruń|53.01|18.60
Sosnowiec|50.29|19.10
Kielce|50.87|20.63
Gliwice|50.29|18.67
Olsztyn|53.78|20.49
Zabrze|50.32|18.79
Bielsko-Biała|49.82|19.04
Bytom|50.35|18.91
Zielona Góra|51.94|15.51
Rybnik|50.10|18.55
Ruda Śląska|50.26|18.86
Opole|50.67|17.93
Tychy|50.13|18.97
Gorzów Wielkopolski|52.73|15.24
Elbląg|54.16|19.40
Płock|52.55|19.71
Dąbrowa Górnicza|50.32|19.19
Wałbrzych|50.77|16.28
Włocławek|52.65|19.07
Tarnów|50.01|20.99
Chorzów|50.30|18.95
Koszalin|54.19|16.17
Kalisz|51.76|18.09
Legnica|51.21|16.16
Grudziądz|53.48|18.75
Jaworzno|50.20|19.27
Słupsk|54.46|17.03
Jastrzębie-Zdrój|49.96|18.60
Nowy Sącz|49.62|20.69
Jelenia Góra|50.90|15.73
Siedlce|52.17|22.29
Mysłowice|50.21|19.17
Konin|52.22|18.25
Piła|53.15|16.74
Piotrków Trybunalski|51.41|19.70
Inowrocław|52.80|18.26
Lubin|51.40|16.20
Ostrów Wielkopolski|51.65|17.81
Suwałki|54.10|22.93
Stargard|53.34|15.05
Gniezno|52.54|17.60
Ostrowiec Świętokrzyski|50.93|21.39
Siemianowice Śląskie|50.31|19.03
Głogów|51.66|16.08
Pabianice|51.66|19.35
Leszno|51.84|16.57
Zamość|50.72|23.25
Łomża|53.18|22.06
Żory|50.04|18.70
Pruszków|52.17|20.81
Ełk|53.83|22.36
Tomaszów Mazowiecki|51.53|20.01
Chełm|51.14|23.47
Mielec|50.29|21.42
Kędzierzyn-Koźle|50.35|18.21
Przemyśl|49.78|22.77
Stalowa Wola|50.58|22.05
Tczew|54.09|18.78
Biała Podlaska|52.03|23.13
Bełchatów|51.37|19.36
Świdnica|50.84|16.49
Będzin|50.33|19.13
Zgierz|51.86|19.41
Piekary Śląskie|50.38|18.94
Racibórz|50.09|18.22
Legionowo|52.40|20.93
Ostrołęka|53.08|21.57
Świętochłowice|50.29|18.92
Wejherowo|54.61|18.24
Zawiercie|50.49|19.42
Starachowice|51.05|21.07
Skierniewice|51.96|20.15
Puławy|51.42|21.97
Tarnobrzeg|50.57|21.68
Wodzisław Śląski|50.00|18.46
Radomsko|51.07|19.45
Starogard Gdański|53.97|18.53
Kołobrzeg|54.18|15.58
Krosno|49.69|21.77
Otwock|52.11|21.26
Rumia|54.57|18.39
Ciechanów|52.88|20.62
Żyrardów|52.05|20.45
Dębica|50.05|21.41
Kutno|52.23|19.36
Nysa|50.47|17.33
Piaseczno|52.08|21.02
Świnoujście|53.91|14.25
Mińsk Mazowiecki|52.18|21.56
Sopot|54.44|18.56
Zakopane|49.30|19.95
Sanok|49.56|22.20
Oświęcim|50.03|19.21
Jarosław|50.02|22.68
Sieradz|51.60|18.73
Zduńska Wola|51.60|18.94
Kraśnik|50.92|22.22
Chojnice|53.70|17.56
Malbork|54.04|19.03
Bolesławiec|51.26|15.57
Gorlice|49.66|21.16
Szczecinek|53.71|16.70
Zgorzelec|51.15|15.01
Żary|51.64|15.14
Żagań|51.62|15.32
Nowa Sól|51.80|15.71
Świecie|53.41|18.45
Brodnica|53.26|19.40
Kętrzyn|54.08|21.38
Giżycko|54.04|21.76
Iława|53.60|19.57
Ostróda|53.70|19.96
Augustów|53.84|22.98
Hajnówka|52.74|23.58
Bielsk Podlaski|52.77|23.19
Łowicz|52.11|19.94
Wieluń|51.22|18.57
Kluczbork|50.97|18.22
Brzeg|50.86|17.47
Kłodzko|50.44|16.66
Oleśnica|51.21|17.39
Wadowice|49.88|19.49
Nowy Targ|49.48|20.03
Olkusz|50.28|19.56
Chrzanów|50.14|19.40
Bochnia|49.97|20.43
Wieliczka|49.99|20.06
Busko-Zdrój|50.47|20.72
Jędrzejów|50.64|20.30
Sandomierz|50.68|21.75
Końskie|51.19|20.41
Łuków|51.93|22.38
Wyszków|52.59|21.46
Płońsk|52.62|20.38
Sochaczew|52.23|20.24
Grodzisk Mazowiecki|52.11|20.63
Marki|52.32|21.10
Ząbki|52.29|21.11
Tarnowskie Góry|50.44|18.86
Mikołów|50.17|18.90
Cieszyn|49.75|18.63
Żywiec|49.69|19.19
Pszczyna|49.98|18.95
Lubliniec|50.67|18.68
Września|52.33|17.57
Śrem|52.09|17.01
Swarzędz|52.41|17.08
Luboń|52.35|16.88
Jarocin|51.97|17.50
Krotoszyn|51.70|17.44
Wągrowiec|52.81|17.20
Szamotuły|52.61|16.58
Nakło nad Notecią|53.14|17.60
Lębork|54.54|17.75
Bytów|54.17|17.49
Kościerzyna|54.12|17.98
Kartuzy|54.33|18.20
Pruszcz Gdański|54.26|18.64
Puck|54.72|18.41
Kwidzyn|53.73|18.93
Wałcz|53.27|16.47
Police|53.55|14.57
Gryfino|53.25|14.49
Goleniów|53.56|14.83
Międzyrzecz|52.44|15.58
Świebodzin|52.25|15.53
Słubice|52.35|14.56
Dzierżoniów|50.73|16.65
Oława|50.94|17.29
Polkowice|51.50|16.07
Bartoszyce|54.25|20.81
Mrągowo|53.86|21.30
Szczytno|53.56|20.99
Działdowo|53.24|20.17
Zambrów|52.99|22.24
Sokółka|53.41|23.50
Biłgoraj|50.54|22.72
Hrubieszów|50.81|23.89
Lubartów|51.46|22.61
Świdnik|51.22|22.70
Mława|53.11|20.38
Pułtusk|52.70|21.08
Sierpc|52.86|19.67
Gostynin|52.43|19.46
Kozienice|51.58|21.55
Opoczno|51.38|20.28
Łask|51.59|19.13
Łęczyca|52.06|19.20
Ozorków|51.96|19.29
Aleksandrów Łódzki|51.82|19.30
Jasło|49.75|21.47
Łańcut|50.07|22.23
Leżajsk|50.26|22.42
Myślenice|49.83|19.94
Limanowa|49.71|20.42
Koło|52.20|18.64
Turek|52.02|18.50
Złotów|53.36|17.04
Chodzież|53.00|16.92
Grodzisk Wielkopolski|52.23|16.37
`;

const POSTAL_AREAS = `
00|52.23|21.01|Warszawa Śródmieście
01|52.26|20.95|Warszawa Wola, Bielany, Żoliborz, Bemowo
02|52.18|21.00|Warszawa Mokotów, Ochota, Ursus, Ursynów, Włochy
03|52.28|21.05|Warszawa Praga-Północ, Targówek, Białołęka
04|52.22|21.12|Warszawa Praga-Południe, Rembertów, Wawer
05|52.15|21.00|around Warszawa: Piaseczno, Pruszków, Legionowo, Otwock, Mińsk Mazowiecki
06|52.85|20.65|Ciechanów, Mława, Pułtusk, Przasnysz
07|52.85|21.60|Ostrołęka, Wyszków, Węgrów, Ostrów Mazowiecka
08|52.05|21.95|Siedlce, Garwolin, Sokołów Podlaski, Łosice
09|52.60|19.80|Płock, Sierpc, Gostynin, Płońsk
10|53.78|20.49|Olsztyn
11|54.00|21.00|Kętrzyn, Giżycko, Mrągowo, Bartoszyce, Lidzbark Warmiński
12|53.65|21.50|Szczytno, Pisz, Mrągowo
13|53.30|20.10|Nidzica, Działdowo, Nowe Miasto Lubawskie
14|53.85|19.70|Ostróda, Iława, Morąg, Braniewo
15|53.13|23.16|Białystok
16|53.60|23.00|Sokółka, Mońki, Augustów, Suwałki
17|52.65|23.20|Bielsk Podlaski, Hajnówka, Siemiatycze
18|53.10|22.20|Łomża, Zambrów, Wysokie Mazowieckie
19|53.85|22.30|Ełk, Olecko, Grajewo, Gołdap
20|51.25|22.57|Lublin
21|51.70|22.70|Lubartów, Radzyń Podlaski, Biała Podlaska, Parczew
22|50.90|23.40|Chełm, Zamość, Hrubieszów, Tomaszów Lubelski
23|50.75|22.50|Kraśnik, Biłgoraj, Janów Lubelski
24|51.35|22.00|Puławy, Ryki, Opole Lubelskie
25|50.87|20.63|Kielce
26|51.20|20.90|Radom, Końskie, Opoczno, Kozienice
27|50.85|21.40|Starachowice, Ostrowiec Świętokrzyski, Sandomierz
28|50.55|20.75|Busko-Zdrój, Staszów, Jędrzejów, Pińczów
29|50.85|20.00|Włoszczowa, Sędziszów
30|50.05|19.92|Kraków
31|50.08|19.98|Kraków
32|50.10|19.80|Wieliczka, Myślenice, Olkusz, Chrzanów, Oświęcim, Bochnia
33|49.85|20.80|Tarnów, Nowy Sącz, Dąbrowa Tarnowska
34|49.60|19.80|Wadowice, Żywiec, Nowy Targ, Zakopane, Limanowa
35|50.04|22.00|Rzeszów
36|49.95|21.95|Kolbuszowa, Strzyżów, Brzozów
37|50.20|22.50|Łańcut, Leżajsk, Stalowa Wola, Jarosław, Przemyśl
38|49.60|21.90|Jasło, Gorlice, Krosno, Sanok, Lesko
39|50.20|21.50|Ropczyce, Dębica, Mielec, Tarnobrzeg
40|50.26|19.02|Katowice
41|50.31|18.95|Siemianowice, Sosnowiec, Chorzów, Ruda Śląska, Zabrze, Bytom
42|50.60|19.10|Częstochowa, Będzin, Zawiercie, Tarnowskie Góry, Lubliniec
43|49.95|19.00|Tychy, Pszczyna, Bielsko-Biała, Cieszyn, Jaworzno
44|50.15|18.60|Gliwice, Rybnik, Żory, Wodzisław Śląski, Jastrzębie-Zdrój
45|50.67|17.93|Opole
46|50.90|18.00|Namysłów, Kluczbork, Olesno
47|50.30|18.10|Strzelce Opolskie, Kędzierzyn-Koźle, Krapkowice, Racibórz
48|50.40|17.50|Prudnik, Nysa, Głuchołazy
49|50.85|17.50|Brzeg, Grodków
50|51.11|17.03|Wrocław
51|51.12|17.06|Wrocław
52|51.08|17.00|Wrocław
53|51.10|16.98|Wrocław
54|51.13|16.93|Wrocław
55|51.10|16.95|around Wrocław: Trzebnica, Oława, Środa Śląska
56|51.40|17.20|Wołów, Góra, Milicz, Oleśnica, Syców
57|50.50|16.70|Strzelin, Ząbkowice Śląskie, Kłodzko
58|50.85|16.20|Świdnica, Dzierżoniów, Wałbrzych, Kamienna Góra, Jelenia Góra
59|51.20|15.90|Legnica, Lubin, Bolesławiec, Lwówek Śląski, Zgorzelec
60|52.40|16.88|Poznań
61|52.41|16.95|Poznań
62|52.25|17.90|Gniezno, Września, Konin, Koło, Turek, Kalisz
63|51.75|17.50|Śrem, Jarocin, Pleszew, Ostrów Wielkopolski, Krotoszyn, Kępno
64|52.50|16.50|Leszno, Grodzisk Wielkopolski, Szamotuły, Chodzież, Piła
65|51.94|15.51|Zielona Góra
66|52.40|15.30|Sulechów, Świebodzin, Międzyrzecz, Gorzów Wielkopolski, Krosno Odrzańskie
67|51.70|15.90|Nowa Sól, Głogów, Szprotawa, Wschowa
68|51.62|15.10|Żagań, Żary, Lubsko
69|52.40|14.80|Słubice, Sulęcin, Rzepin
70|53.42|14.55|Szczecin
71|53.45|14.52|Szczecin
72|53.65|14.80|Police, Goleniów, Nowogard, Gryfice, Kamień Pomorski, Świnoujście
73|53.30|15.30|Stargard, Choszczno, Łobez
74|52.95|14.70|Gryfino, Pyrzyce, Myślibórz, Dębno, Chojna
75|54.19|16.17|Koszalin
76|54.40|16.90|Sławno, Darłowo, Słupsk, Ustka
77|53.90|17.10|Bytów, Miastko, Człuchów, Złotów
78|53.80|16.10|Kołobrzeg, Białogard, Świdwin, Szczecinek, Drawsko Pomorskie, Wałcz
80|54.35|18.65|Gdańsk
81|54.50|18.53|Gdynia, Sopot
82|54.00|19.20|Nowy Dwór Gdański, Malbork, Elbląg, Sztum, Kwidzyn
83|54.10|18.30|Pruszcz Gdański, Tczew, Starogard Gdański, Kartuzy, Kościerzyna
84|54.60|18.00|Puck, Wejherowo, Rumia, Lębork
85|53.12|18.01|Bydgoszcz
86|53.35|18.40|Solec Kujawski, Świecie, Chełmno, Grudziądz
87|53.00|19.00|Toruń, Golub-Dobrzyń, Brodnica, Rypin, Lipno, Włocławek
88|52.80|18.10|Inowrocław, Radziejów, Mogilno, Żnin
89|53.40|17.50|Nakło nad Notecią, Wyrzysk, Sępólno Krajeńskie, Tuchola, Chojnice
90|51.77|19.46|Łódź
91|51.79|19.44|Łódź
92|51.76|19.53|Łódź
93|51.73|19.47|Łódź
94|51.77|19.40|Łódź
95|51.80|19.35|Zgierz, Ozorków, Aleksandrów Łódzki, Pabianice, Brzeziny
96|51.95|20.20|Skierniewice, Rawa Mazowiecka, Żyrardów, Sochaczew
97|51.30|19.70|Tomaszów Mazowiecki, Piotrków Trybunalski, Bełchatów, Radomsko
98|51.45|18.70|Łask, Sieradz, Zduńska Wola, Wieluń, Wieruszów
99|52.10|19.35|Łęczyca, Poddębice, Kutno, Łowicz
`;

// The postal districts (first digit): Warszawa, Olsztyn, Lublin, Kraków, Katowice, Wrocław, Poznań,
// Szczecin, Gdańsk, Łódź; a point inside each one's area.
const POSTAL_DISTRICTS = `
0|52.40|21.00
1|53.60|21.50
2|51.00|21.90
3|50.00|20.90
4|50.40|18.60
5|51.00|16.50
6|52.20|16.70
7|53.70|15.50
8|53.80|18.40
9|51.70|19.40
`;

export interface LatLon {
  lat: number;
  lon: number;
}

export interface NamedPlace extends LatLon {
  name: string;
}

function parse(table: string): NamedPlace[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [name = '', lat = '', lon = ''] = line.split('|');
      return { name, lat: Number(lat), lon: Number(lon) };
    });
}

export const cities: readonly NamedPlace[] = parse(CITIES);
export const postalAreas: readonly NamedPlace[] = parse(POSTAL_AREAS);
export const postalDistricts: readonly NamedPlace[] = parse(POSTAL_DISTRICTS);

/** Poland's bounding box with a margin: the map's initial view, and what a placed point must lie in. */
export const POLAND_BOUNDS = { south: 48.9, west: 14.0, north: 55.0, east: 24.3 } as const;
