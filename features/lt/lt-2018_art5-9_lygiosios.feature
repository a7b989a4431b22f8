# language: lt
@lt-2018 @art-9
Savybė: 5 ir 9 straipsniai. Partijos pabaiga ir lygiosios (2018 m. vertimas į lietuvių kalbą)
  Partijos baigtis ir lygiųjų reikalavimai vertinami pagal lietuvišką 2018 m.
  taisyklių vertimą; straipsnių numeriai – vertimo. Ėjimai užrašyti
  lietuviškomis raidėmis. Rezultatai išvesti ranka iš vertimo teksto.

  Nukrypimas (rules/translations/lt-2018.md, D1): vertimo 9.6.2 straipsnis
  kalba apie „mažiausiai 75 pastaruosius abiejų žaidėjų ėjimus“, o angliškas
  tekstas – apie bet kurią 75 ėjimų seką. Skirtumas pasireiškia tik tada, kai
  tokia seka liko nepastebėta ir partija tęsėsi; žemiau esantys atvejai
  vertina partiją tą akimirką, kai seka baigiasi, ir čia abu tekstai sutampa.

  @art-5.1.1
  Scenarijus: Paskelbęs matą žaidėjas laimi partiją
    Duota pradinė padėtis
    Ir sužaisti ėjimai "1. f3 e5 2. g4 Vh4#"
    Tada pagal "lt-2018" partija baigiasi 0-1: matas (5.1.1 straipsnis)

  @art-5.2.1
  Scenarijus: Patas – lygiosios
    Duota padėtis "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"
    Ir sužaisti ėjimai "Vf7"
    Tada pagal "lt-2018" partija baigiasi 1/2-1/2: patas (5.2.1 straipsnis)

  @art-5.2.2 @art-1-bullet-5
  Scenarijus: Kai nė vienas žaidėjas negali paskelbti mato, partija baigiasi lygiosiomis
    Duota padėtis "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
    Ir sužaisti ėjimai "Kxd2"
    Tada pagal "lt-2018" partija baigiasi 1/2-1/2: neišvengiamos lygiosios (5.2.2 straipsnis)

  @art-9.2.1.2 @art-9.2.1.1
  Scenarijus: Trečią kartą pasikartojusi padėtis – teisė reikalauti lygiųjų, bet ne partijos pabaiga
    Duota pradinė padėtis
    Ir sužaisti ėjimai "1. Žf3 Žf6 2. Žg1 Žg8 3. Žf3 Žf6 4. Žg1 Žg8"
    Tada pagal "lt-2018" partija tęsiama
    Ir pagal "lt-2018" baltieji gali reikalauti lygiųjų: triskart pasikartojusi padėtis (9.2.1.2 straipsnis)
    Ir pagal "lt-2018" baltieji gali reikalauti lygiųjų: triskart pasikartojusi padėtis (9.2.1.1 straipsnis), užrašę ėjimą Žf3
    Bet pagal "lt-2018" juodieji negali reikalauti lygiųjų

  @art-9.3.2
  Scenarijus: Per pastaruosius 50 ėjimų nebuvo nei kirtimo, nei pėstininko ėjimo
    Duota padėtis "8/8/8/4k3/8/8/R7/4K3 w - - 99 60"
    Ir sužaisti ėjimai "Ba3"
    Tada pagal "lt-2018" juodieji gali reikalauti lygiųjų: 50 ėjimų be kirtimų ir pėstininkų ėjimų (9.3.2 straipsnis)

  @art-9.6.1
  Scenarijus: Ta pati padėtis penkis kartus, nebūtinai iš eilės – lygiosios be reikalavimo
    Duota padėtis "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    Ir sužaisti ėjimai "Kf1 Kf8 Ke1 Ke8 Kd1 Kd8 Kd2 Kd7 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 Kd1 Kd8 Kd2 Kd7 Ke1 Ke8"
    Tada pagal "lt-2018" partija baigiasi 1/2-1/2: penkis kartus pasikartojusi padėtis (9.6.1 straipsnis)

  @art-9.6.2 @deviation @deviation-lt-2018-D1
  Scenarijus: 75 pastarieji abiejų žaidėjų ėjimai be kirtimų ir pėstininkų ėjimų – lygiosios
    Duota padėtis "8/8/8/4k3/8/8/R7/4K3 w - - 149 100"
    Ir sužaisti ėjimai "Ba3"
    Tada pagal "lt-2018" partija baigiasi 1/2-1/2: 75 ėjimai be kirtimų ir pėstininkų ėjimų (9.6.2 straipsnis)

  @art-9.6.2 @art-5.1.1
  Scenarijus: Jei paskutinis ėjimas paskelbia matą, galioja matas
    Duota padėtis "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100"
    Ir sužaisti ėjimai "Ba8#"
    Tada pagal "lt-2018" partija baigiasi 1-0: matas (5.1.1 straipsnis)

  @art-9.2.2
  Scenarijus: Padėtys nelaikomos vienodomis, jei sekos pradžioje buvo galima kirsti prasilenkiant
    Duota padėtis "4k1n1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1"
    Ir sužaisti ėjimai "1... d5 2. Žf3 Žf6 3. Žg1 Žg8 4. Žf3 Žf6 5. Žg1 Žg8"
    Tada pagal "lt-2018" baltieji negali reikalauti lygiųjų: triskart pasikartojusi padėtis (9.2.1.2 straipsnis)
    Bet pagal "lt-2018" baltieji gali reikalauti lygiųjų: triskart pasikartojusi padėtis (9.2.1.1 straipsnis), užrašę ėjimą Žf3

  @art-9.3.1
  Scenarijus: 50 ėjimų taisyklė: reikalauti galima užrašius ėjimą
    Duota padėtis "8/8/8/4k3/8/8/R7/4K3 w - - 99 100"
    Tada pagal "lt-2018" baltieji gali reikalauti lygiųjų: 50 ėjimų be kirtimų ir pėstininkų ėjimų (9.3.1 straipsnis), užrašę ėjimą Ba3
