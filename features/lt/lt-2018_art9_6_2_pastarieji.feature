# language: lt
@lt-2018 @art-9
Savybė: 9.6.2 straipsnis. „75 pastarieji“ ėjimai, kai po nepastebėtos sekos buvo kirsta (2018 m. vertimas į lietuvių kalbą)
  Nukrypimas (rules/translations/lt-2018.md, D1): vertimas reikalauja, kad
  „75 pastarieji“ abiejų žaidėjų ėjimai būtų be kirtimų ir pėstininkų
  ėjimų; angliškas 9.6.2 – bet kurios bent 75 ėjimų sekos. Čia 75-asis ėjimas
  (Kd1) užbaigia tokią seką, o po jo dar sužaista Kd5 ir Bxa3 (kirtimas), ir
  teisėjas partiją vertina tik vėliau. Išnagrinėta ranka: tą akimirką, kai
  sužaistas Kd1, pastarieji 75 ėjimai buvo be kirtimų, todėl partija tuoj
  pat baigėsi lygiosiomis ir pagal vertimą; vėlesnis kirtimas jau nieko
  nebekeičia. Taigi šiuo atveju abu tekstai duoda tą patį rezultatą –
  skirtumas atsirastų tik skaitant vertimą taip, lyg sąlyga tikrinama
  teisėjo patikrinimo metu, o ne kiekvieno ėjimo metu. Angliškas
  features/art9_6_2_series.feature tuos pačius ėjimus vertina pagal
  fide-2018-01 ir lt-2018 greta.

  @art-9.6.2 @deviation @deviation-lt-2018-D1
  Scenarijus: Nepastebėta 75 ėjimų seka, po kurios buvo kirsta: lygiosios ir pagal vertimą
    Duota padėtis "8/8/8/4k3/8/n7/R7/4K3 w - - 149 100"
    Ir sužaisti ėjimai "Kd1 Kd5 Bxa3"
    Tada pagal "lt-2018" partija baigiasi 1/2-1/2: 75 ėjimai be kirtimų ir pėstininkų ėjimų (9.6.2 straipsnis)
