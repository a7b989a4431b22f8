@appendix-A @appendix-B
Feature: Appendices A.1 and B.1 — Rapid, blitz and standard time controls
  A time control is rapid, blitz or standard according to its basis: the
  time for all the moves, plus 60 times any increment (A.1, B.1). The bounds
  changed in 2014: before, rapid was at least 15 and less than 60 minutes and
  blitz less than 15 minutes (2009 A.1, B.1; 2005 assumed the same); from
  2014, rapid is more than 10 and less than 60 minutes and blitz 10 minutes
  or less; standard is 60 minutes or more (glossary; before 2014 simply what
  is neither rapid nor blitz). From July 2017 the glossary says an increment
  "can be in either delay or cumulative mode", so a delay counts 60 times too. Time controls are in PGN TimeControl syntax
  (seconds; "+" increment; "d" delay; "40/5400+30:1800+30" two periods).
  The expected categories are worked out by hand from those bounds.

  @art-A.1 @art-B.1
  Scenario Outline: <time control> (basis <basis> s) across the editions
    Given the time control "<time control>"
    Then under "fide-2018-01" its basis is <basis> seconds
    And under "fide-2005" it is <2005>
    And under "fide-2009" it is <2009>
    And under "fide-2014" it is <2014>
    And under "fide-2017-07" it is <2017-07>
    And under "fide-2018-01" it is <2018-01>
    And under "fide-2023" it is <2023>

    Examples: blitz everywhere (up to 10 minutes)
      | time control | basis | 2005  | 2009  | 2014  | 2017-07 | 2018-01 | 2023  |
      | 180+2        | 300   | blitz | blitz | blitz | blitz   | blitz   | blitz |
      | 540          | 540   | blitz | blitz | blitz | blitz   | blitz   | blitz |
      | 540+1        | 600   | blitz | blitz | blitz | blitz   | blitz   | blitz |
      | 480+2        | 600   | blitz | blitz | blitz | blitz   | blitz   | blitz |
      | 600          | 600   | blitz | blitz | blitz | blitz   | blitz   | blitz |

    Examples: just over 10 minutes and under 15: blitz before 2014, rapid from 2014
      | time control | basis | 2005  | 2009  | 2014  | 2017-07 | 2018-01 | 2023  |
      | 601          | 601   | blitz | blitz | rapid | rapid   | rapid   | rapid |
      | 540+2        | 660   | blitz | blitz | rapid | rapid   | rapid   | rapid |
      | 600+1        | 660   | blitz | blitz | rapid | rapid   | rapid   | rapid |
      | 840          | 840   | blitz | blitz | rapid | rapid   | rapid   | rapid |
      | 899          | 899   | blitz | blitz | rapid | rapid   | rapid   | rapid |
      | 780+1        | 840   | blitz | blitz | rapid | rapid   | rapid   | rapid |

    Examples: 15 minutes up to just under 60: rapid everywhere
      | time control | basis | 2005  | 2009  | 2014  | 2017-07 | 2018-01 | 2023  |
      | 900          | 900   | rapid | rapid | rapid | rapid   | rapid   | rapid |
      | 840+1        | 900   | rapid | rapid | rapid | rapid   | rapid   | rapid |
      | 780+2        | 900   | rapid | rapid | rapid | rapid   | rapid   | rapid |
      | 1500+10      | 2100  | rapid | rapid | rapid | rapid   | rapid   | rapid |
      | 3540         | 3540  | rapid | rapid | rapid | rapid   | rapid   | rapid |
      | 2700+14      | 3540  | rapid | rapid | rapid | rapid   | rapid   | rapid |
      | 3599         | 3599  | rapid | rapid | rapid | rapid   | rapid   | rapid |

    Examples: a delay counts like an increment from July 2017 (glossary: an increment "can be in either delay or cumulative mode"; 2023 assumed unchanged)
      | time control | basis | 2005     | 2009  | 2014  | 2017-07  | 2018-01  | 2023     |
      | 600d5        | 900   | blitz    | blitz | blitz | rapid    | rapid    | rapid    |
      | 480d3        | 660   | blitz    | blitz | blitz | rapid    | rapid    | rapid    |
      | 900d5        | 1200  | rapid    | rapid | rapid | rapid    | rapid    | rapid    |
      | 3300d5       | 3600  | rapid    | rapid | rapid | standard | standard | standard |

    Examples: 60 minutes and more: standard everywhere
      | time control       | basis | 2005     | 2009     | 2014     | 2017-07  | 2018-01  | 2023     |
      | 3600               | 3600  | standard | standard | standard | standard | standard | standard |
      | 3540+1             | 3600  | standard | standard | standard | standard | standard | standard |
      | 3000+10            | 3600  | standard | standard | standard | standard | standard | standard |
      | 2700+15            | 3600  | standard | standard | standard | standard | standard | standard |
      | 5400+30            | 7200  | standard | standard | standard | standard | standard | standard |
      | 40/5400+30:1800+30 | 9000  | standard | standard | standard | standard | standard | standard |
      | 40/7200:3600       | 10800 | standard | standard | standard | standard | standard | standard |

  @art-A.1 @art-B.1
  Scenario Outline: The article that defines the category (<rulebook>, <time control>)
    Given the time control "<time control>"
    Then under "<rulebook>" it is <category> by article "<article>"

    Examples:
      | rulebook     | time control | category | article  |
      | fide-2009    | 600          | blitz    | B.1      |
      | fide-2009    | 900          | rapid    | A.1      |
      | fide-2009    | 3600         | standard | A.1      |
      | fide-2014    | 600          | blitz    | B.1      |
      | fide-2014    | 601          | rapid    | A.1      |
      | fide-2018-01 | 3599         | rapid    | A.1      |
      | fide-2018-01 | 3600         | standard | glossary |
      | fide-2023    | 480+2        | blitz    | B.1      |

  @art-A.1
  Scenario Outline: A control with no time cannot be classified ("<time control>")
    Given the time control "<time control>"
    Then under "fide-2023" it cannot be classified

    Examples:
      | time control |
      | -            |
      | ?            |
      | 90 + 30      |
