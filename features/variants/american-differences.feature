@australian @american
Feature: The same auction in the Australian and the American game
  Every scenario here runs once for each of the two games. The variant
  column of an Examples row says which game the row belongs to: a row runs
  under its own game and is reported as not applicable under the other, so
  the two rows with the same calls show side by side how each game rules on
  them. The Australian game ranks misère by its place between 7NT and 8S and
  lets it in only over a standing seven-level bid (BID-12, BID-13), and its
  auction goes round until three players have passed behind a bid (BID-08).
  The American game ranks nullo by its value of 250, between 8S and 8C, with
  no entry condition (BID-24, BID-26), and gives every player one call
  (BID-25). A scenario without a variant column has the same outcome in both
  games: here, the score of a hand (DECIDE-40).

  W deals the same cards in every scenario, so N calls first and W last.

  Background:
    Given the deal "e-seven-hearts"

  @BID-12 @BID-24
  Rule: BID-24 American bids rank by value, nullo between 8S and 8C

    @BID-02
    Scenario Outline: Misère against the eight-level bids
      Given the actions "<auction>"
      When the action "<call>" is taken
      Then the action is <outcome>

      Examples:
        | variant    | auction              | call       | outcome              |
        | australian | N bid 8S             | E bid MIS  | refused under BID-02 |
        | american   | N bid 8S             | E bid MIS  | accepted             |
        | australian | N bid 7NT, E bid MIS | S bid 8S   | accepted             |
        | american   | N bid 7NT, E bid MIS | S bid 8S   | refused under BID-02 |
        | australian | N bid 7NT, E bid MIS | S bid 8C   | accepted             |
        | american   | N bid 7NT, E bid MIS | S bid 8C   | accepted             |
        | australian | N bid 10D            | E bid OMIS | accepted             |
        | american   | N bid 10D            | E bid OMIS | accepted             |
        | australian | N bid OMIS           | E bid 10H  | accepted             |
        | american   | N bid OMIS           | E bid 10H  | accepted             |

    Scenario Outline: The bids legal over 8S
      Given the actions "N bid 8S"
      Then the legal bids are "<bids>"

      Examples:
        | variant    | bids                                                       |
        | australian | 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT     |
        | american   | MIS 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT |

  @BID-13 @BID-26
  Rule: BID-26 Nullo needs no earlier bid

    Scenario Outline: Misère as the opening call
      When the action "N bid MIS" is taken
      Then the action is <outcome>

      Examples:
        | variant    | outcome              |
        | australian | refused under BID-13 |
        | american   | accepted             |

    Scenario Outline: Misère over a bid below the seven level
      Given the actions "<auction>"
      When the action "<call>" is taken
      Then the action is <outcome>

      Examples:
        | variant    | auction           | call      | outcome              |
        | australian | N bid 6H          | E bid MIS | refused under BID-13 |
        | american   | N bid 6H          | E bid MIS | accepted             |
        | australian | N bid 6NT, E pass | S bid MIS | refused under BID-13 |
        | american   | N bid 6NT, E pass | S bid MIS | accepted             |
        | australian | N bid 7C          | E bid MIS | accepted             |
        | american   | N bid 7C          | E bid MIS | accepted             |

    Scenario Outline: The bids legal at the opening call
      Then the legal bids are "<bids>"

      Examples:
        | variant    | bids                                                                                          |
        | australian | 6S 6C 6D 6H 6NT 7S 7C 7D 7H 7NT 8S 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT     |
        | american   | 6S 6C 6D 6H 6NT 7S 7C 7D 7H 7NT 8S MIS 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT |

  @BID-08 @BID-25
  Rule: BID-25 The American auction is one call each

    Scenario Outline: A call once every player has spoken
      Given the actions "N bid 6S, E pass, S bid 7D, W pass"
      When the action "N bid 8S" is taken
      Then the action is <outcome>

      Examples:
        | variant    | outcome              |
        | australian | accepted             |
        | american   | refused under BID-25 |

    Scenario Outline: Four calls with a misère among them
      When the actions "N bid 7H, E bid MIS, S pass, W pass" are taken
      Then <outcome>

      Examples:
        | variant    | outcome                   |
        | australian | the auction is still open |
        | american   | the contract is MIS by E  |

    Scenario Outline: Who speaks after the overcalled player's partner passes
      When the actions "N bid 6S, E bid 7H, S pass, W pass" are taken
      Then <outcome>

      Examples:
        | variant    | outcome                 |
        | australian | it is N's turn          |
        | american   | the contract is 7H by E |

  @SCORE-02 @SCORE-06 @SCORE-08 @SCORE-09
  Rule: SCORE-02 Contract values follow the Avondale schedule

    Scenario Outline: The same contract and tricks score the same in both games
      When N plays "<contract>" and the contractor's side takes <tricks> tricks
      Then side NS scores <value>
      And side EW scores <defence>

      Examples:
        | contract | tricks | value | defence |
        | 8S       | 8      | 240   | 20      |
        | MIS      | 0      | 250   | 0       |
        | OMIS     | 1      | -500  | 0       |
        | 7NT      | 10     | 250   | 0       |
