@art-A.2
Feature: Appendix A.2 — Rapid players need not record the moves
  In rapid play the players do not need to record the moves (2009 to 2023
  A.2), whatever the clock shows; in a standard game 8.4 decides from the
  clock (less than five minutes and no increment of 30 seconds).

  Scenario Outline: Recording with <time> each under "<control>" (<rulebook>)
    Given a game under <rulebook> with the time control "<control>"
    And White has <time> and Black has <time> on the clock
    Then White <duty>
    And Black <duty>

    Examples:
      | rulebook     | control | time  | duty                      | why                                   |
      | fide-2009    | 1500    | 20:00 | need not record the moves | rapid (15 to 60 minutes in 2009): A.2 |
      | fide-2014    | 1500+10 | 20:00 | need not record the moves | rapid: A.2                            |
      | fide-2018-01 | 1500+10 | 20:00 | need not record the moves | rapid: A.2                            |
      | fide-2023    | 1500+10 | 20:00 | need not record the moves | rapid: A.2                            |
      | fide-2023    | 5400+30 | 20:00 | must record the moves     | standard: 8.4, 20 minutes left        |
