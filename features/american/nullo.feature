@american
Feature: Playing a nullo after an American auction
  Nullo is the American name of misère, and it is played as in the
  Australian game: the contractor plays alone while the partner's ten cards
  stay face down, so each trick holds three cards; there are no trumps; the
  hand stops at the first trick the contractor wins. Open nullo puts the
  contractor's cards face up once trick 1 is over. Only the auction differs:
  nullo may be bid without an earlier bid, over 8S, or over the partner.

  W deals. S is the contractor and N, who holds the joker, sits out. S gets
  the kitty 5H 8S 8C. Discarding QH 8S 8C, S keeps only cards lower than
  each defender card of their suits and can lose all ten tricks; discarding
  5H 8S 8C and keeping QH, S wins the heart trick where QH goes on 10H. With
  S in a nullo the order of play is S, W, E, skipping N.

  Background:
    Given the deal "s-low-cards"

  @BID-26 @MIS-01 @SEAT-06
  Rule: BID-26 Nullo needs no earlier bid

    Scenario: S overcalls the partner's 8S with nullo and plays it with three seats
      When the actions "N bid 8S, E pass, S bid MIS, W pass, S discard QH 8S 8C" are taken
      Then the seats in play are "E S W"
      And it is S's turn

    Scenario: A nullo bid with no earlier bid is the contract after the round
      When the actions "N pass, E pass, S bid MIS, W pass" are taken
      Then the contract is MIS by S
      And it is S's turn

  @MIS-04 @DECIDE-12 @SCORE-08
  Rule: MIS-04 The misère contractor must lose every trick

    Scenario: The nullo stops at trick 3, the first trick the contractor wins, and costs 250
      When the actions "N pass, E bid 6H, S bid MIS, W pass, S discard 5H 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play 9H, E play 10H, S play QH" are taken
      Then trick 3 is won by S
      And the hand is over after 3 tricks
      And the tricks won are "NS 1, EW 2"
      And the contract is lost
      And the hand scores "NS -250, EW 0"

    Scenario: A nullo in which the contractor wins no trick is played out and scores 250
      When the actions "N pass, E bid 6H, S bid MIS, W pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play QC, E play JC, S play 7C, W play 10C, E play 9C, S play 6C, W play JD, E play QD, S play 5D, E play 10D, S play 4D, W play 9D, E play 8D, S play 5S, W play 7D, E play 10H, S play 5H, W play AH, W play 9H, E play 8H, S play 4H, W play 7H, E play 6H, S play 5C" are taken
      Then the hand is over after 10 tricks
      And the tricks won are "NS 0, EW 10"
      And the contract is made
      And the hand scores "NS 250, EW 0"

    Scenario: A nullo contractor who leads QH and is underplayed loses at trick 1
      Given the actions "N pass, E bid 6H, S bid MIS, W pass, S discard 5H 8S 8C"
      When the actions "S play QH, W play 9H, E play 8H" are taken
      Then trick 1 is won by S
      And the hand is over after 1 tricks
      And no action is legal
      And the hand scores "NS -250, EW 0"

  @PLAY-08 @MIS-01 @SEAT-06
  Rule: PLAY-08 Each trick has one card per active player

    Scenario: After S and W have played to a nullo trick E plays, not N
      When the actions "N pass, E bid 6H, S bid MIS, W pass, S discard QH 8S 8C, S play 7S, W play QS" are taken
      Then it is E's turn
      And the legal plays are "JS 9S"

    Scenario: A nullo trick is complete after three cards
      When the actions "N pass, E bid 6H, S bid MIS, W pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS" are taken
      Then trick 1 holds "7S QS JS"
      And trick 1 is won by W
      And it is W's turn

    @DECIDE-25
    Scenario: A play from the sitting-out partner's hand is refused
      Given the actions "N pass, E bid 6H, S bid MIS, W pass, S discard QH 8S 8C, S play 7S, W play QS"
      When the action "N play AS" is taken
      Then the action is refused under MIS-01
      And it is E's turn

  @MIS-02
  Rule: MIS-02 Misère is played without trumps

    Scenario Outline: In a nullo every jack stays in its suit, below the queen
      Given the contract is "MIS"
      Then the card <jack> counts as suit <suit>
      And the trick "<trick>" is won by the card <winner>

      Examples:
        | jack | suit | trick      | winner |
        | JH   | H    | QH JH 10H  | QH     |
        | JD   | D    | JD 10D 9D  | JD     |
        | JS   | S    | AS JS KS   | AS     |

  @MIS-03 @BID-14 @SCORE-09
  Rule: MIS-03 Open-misère cards go face up after trick 1

    Scenario: The open-nullo hand is face up once trick 1 is complete
      Given the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C, S play 7S, W play QS"
      Then the contractor's hand is not exposed
      When the action "E play JS" is taken
      Then the contractor's hand is exposed
      And S holds "5S 6S 5C 6C 7C 4D 5D 4H 5H"

    Scenario: An open nullo lost at trick 3 costs 500
      When the actions "N bid 7NT, E pass, S bid OMIS, W pass, S discard 5H 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play 9H, E play 10H, S play QH" are taken
      Then the hand is over after 3 tricks
      And the contract is lost
      And the hand scores "NS -500, EW 0"
