# language: hu
@hu-2018 @art-III
Jellemző: III.4. és III.5. pont — Ki kérhet öt másodpercet és ki igényelhet döntetlent (2018-as magyar fordítás)
  Eltérés (rules/translations/hu-2018.md, D8 és D9): a fordítás III.4. és
  III.5. pontja bármelyik játékosnak megengedi, akinek két percnél kevesebb
  ideje van, hogy öt másodpercet kérjen vagy döntetlent igényeljen; az
  eredeti szöveg csak a lépésen lévő játékosnak. Az angol
  features/guidelinesIII_requester.feature ugyanezekre az eseményekre az
  eredeti szöveg szerinti eredményt mutatja: ott a kérés nem teljesíthető.

  @art-III.5 @deviation @deviation-hu-2018-D9
  Forgatókönyv: Eltérés: sötét nincs lépésen, mégis döntetlent igényelhet
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És világos óráján 10:00 van, sötét óráján 1:30
    Amikor sötét döntetlent igényel a gyorsított játszmabefejezésben, és a versenybíró döntetlennek nyilvánítja a játszmát
    Akkor az eredmény: "1/2-1/2", a "III.5" pont alapján

  @art-III.4 @deviation @deviation-hu-2018-D8
  Forgatókönyv: Eltérés: sötét nincs lépésen, mégis kérhet öt másodpercet, és világos két percet kap
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És világos óráján 10:00 van, sötét óráján 1:30
    Amikor sötét lépésenként öt másodperc többletidőt kér, és világos elutasítja a döntetlent, és a versenybíró egyetért
    Akkor a játszma folytatódik
    És világos óráján 12:00 van
