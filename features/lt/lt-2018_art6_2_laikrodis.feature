# language: lt
@lt-2018 @art-6
Savybė: 6.2 straipsnis. Elgesys su laikrodžiu (2018 m. vertimas į lietuvių kalbą)
  Ėjimas užbaigiamas paspaudus laikrodžio svirtelę (6.2.1); žaidėjas gali
  paspausti laikrodį ir po varžovo atsakomojo ėjimo, o tarpe praėjęs laikas
  yra jo (6.2.2); draudžiama daužyti svirtelę, spausti ją neatlikus ėjimo,
  imti laikrodį į rankas ar jį apversti – už tai baudžiama pagal 12.9
  straipsnį (6.2.4). Apskaičiuota ranka: "2/3600:1800" – 2 ėjimai per 60
  minučių, paskui 30 minučių.

  @art-6.2.1 @art-6.4
  Scenarijus: Antrasis ėjimas be laikrodžio paspaudimo nėra užbaigtas
    Duota partija pagal lt-2018 su laiko kontrole "2/3600:1800"
    Ir partijoje sužaisti ėjimai "e4 e5 d4"
    Kai baltieji po ėjimo nepaspaudžia laikrodžio
    Ir teisėjas mato, kad nukrito baltųjų vėliavėlė
    Tada rezultatas "0-1" pagal straipsnį "6.9"
    Ir teisėjas remiasi straipsniu "6.2.1"

  @art-6.2.2
  Scenarijus: Laikrodį galima paspausti ir po varžovo ėjimo, tarpe praėjęs laikas – žaidėjo
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir baltųjų laikrodyje yra 10:00, o juodųjų laikrodyje 10:00
    Kai baltieji atlieka ėjimą "e4" galvoję 1:00
    Ir baltieji po ėjimo nepaspaudžia laikrodžio
    Ir partijoje sužaisti ėjimai "e5"
    Ir baltieji paspaudžia laikrodį praėjus 0:30 po ėjimo
    Tada baltųjų laikrodis rodo 8:30
    Ir juodųjų laikrodis rodo 10:00

  @art-6.2.4
  Scenarijaus šablonas: Netinkamas elgesys su laikrodžiu: baltieji <ką>
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Kai baltieji <ką>
    Tada teisėjas baudžia už straipsnio "6.2.4" pažeidimą
    Ir partija tęsiama

    Pavyzdžiai:
      | ką                                       |
      | paspaudžia laikrodį prieš atlikdami ėjimą |
      | pakelia laikrodį                         |
      | apverčia laikrodį                        |
