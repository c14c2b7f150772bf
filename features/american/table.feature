@american
Feature: The table, the pack, the deal and the cards of the American game
  The American game is played at the Australian four-player table (DECIDE-40):
  N, E, S and W clockwise, partners facing each other, the 43-card pack with
  the red fours and one joker, ten cards each and three in the kitty. The
  first dealer is simply named. The contractor alone takes the kitty and puts
  three cards back before any card is led. Cards rank as in the Australian
  game: the joker, then the right and left bowers head a trump suit, and
  without trumps every jack stays in its suit.

  W deals. With "N bid 8H, E pass, S pass, W pass" N is contractor with
  hearts as trumps and puts the kitty 6H 5H 4H straight back.

  @SEAT-01 @SEAT-03 @DECIDE-01 @DECIDE-36
  Rule: SEAT-01 Only the four-player table is specified

    Background:
      Given the deal "n-joker-top-hearts"

    Scenario: The table has the four seats N, E, S and W in turn order
      Then the players are "N E S W" in turn order
      And it is N's turn

    Scenario: A call from a seat that is not at the table is refused
      When the action "P1 bid 7H" is taken
      Then the action is refused under DECIDE-36

    Scenario Outline: A call from a seat of the three-player game is refused and the turn stays with N
      When the action "<call>" is taken
      Then the action is refused under DECIDE-36
      And it is N's turn

      Examples:
        | call      |
        | P2 pass   |
        | P3 bid 6S |

  @SEAT-02 @SEAT-05
  Rule: SEAT-02 Four players in two fixed sides, partners opposite

    Background:
      Given the deal "n-joker-top-hearts"

    Scenario: The two sides are N-S and E-W
      Then the sides are "NS EW"

    Scenario: Tricks won by N and by S count for the same side
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC, S play JD, W play 5D"
      Then trick 2 is won by N
      And trick 3 is won by S
      And the tricks won are "NS 3, EW 0"

  @BID-18 @BID-03 @BID-04
  Rule: BID-18 A player may outbid their own partner

    Background:
      Given the deal "n-joker-top-hearts"

    Scenario: S overcalls the partner's 7D with 8H in the one round
      When the actions "N bid 7D, E pass, S bid 8H, W pass" are taken
      Then the contract is 8H by S

    Scenario: A no-trump bid is a contract without trumps
      When the actions "N bid 6NT, E pass, S pass, W pass" are taken
      Then the contract is 6NT by N

    Scenario: W overcalls the partner's 6H with 7NT
      When the actions "N pass, E bid 6H, S pass, W bid 7NT" are taken
      Then the contract is 7NT by W

    Scenario: S overcalls the partner's 6S over E's 7C, and the dealer's pass leaves S the contract
      When the actions "N bid 6S, E bid 7C, S bid 7H, W pass" are taken
      Then the contract is 7H by S
      And it is S's turn

  @BID-05 @BID-06 @SUIT-01 @SUIT-02
  Rule: BID-05 The lowest bid is 6S and the highest 10NT

    Background:
      Given the deal "n-joker-top-hearts"

    Scenario Outline: A bid for fewer than 6 or more than 10 tricks is refused
      When the action "N bid <bid>" is taken
      Then the action is refused under BID-05

      Examples:
        | bid  |
        | 5H   |
        | 11NT |

    Scenario: After 10NT the other players have only a pass
      Given the actions "N bid 10NT"
      Then E can only pass

    Scenario Outline: At one level the denominations rank spades, clubs, diamonds, hearts, no trumps
      Given the actions "N bid <standing>"
      When the action "E bid <higher>" is taken
      Then the action is accepted

      Examples:
        | standing | higher |
        | 7S       | 7C     |
        | 7C       | 7D     |
        | 7D       | 7H     |
        | 7H       | 7NT    |
        | 7NT      | 8S     |

    @BID-02
    Scenario: A lower denomination at the same level is refused
      Given the actions "N bid 9H"
      When the action "E bid 9D" is taken
      Then the action is refused under BID-02

  @DECK-01 @DECK-03 @DECK-04 @DECIDE-40
  Rule: DECK-01 The four-player pack has 43 cards

    Scenario: The pack is the Australian 43-card pack
      Then the pack has 43 cards
      And the pack holds "4D 4H 5S 5C JK"
      And the pack does not hold "4S 4C 3D 3H"

    Scenario: A pack with a second joker is refused
      When W deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D JK JK"
      Then the action is refused under DECK-04

  @DEALER-01
  Rule: DEALER-01 The first dealer is named, so nobody draws for it

    Scenario: A draw for the first dealer is refused, whoever draws the lowest card
      When the players draw "N 7S, E AH, S KC, W 9D"
      Then the draw is refused under DEALER-01

  @DEALER-01 @DEALER-04 @DECIDE-03 @DEAL-05
  Rule: DEALER-01 The first dealer is picked at random

    Scenario Outline: Any seat may deal, and the player on its left calls first
      Given <dealer> deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      Then <dealer> holds "5S AC KC 9D 8D 7D 6D 6H 5H 4H"
      And the kitty is "QC 5D JK"
      And it is <left>'s turn

      Examples:
        | dealer | left |
        | N      | E    |
        | W      | N    |

    Scenario: The same pack dealt twice by W gives the same hands twice
      When W deals the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK" twice
      Then each deal gives N the cards "AS KS QS JC 10C 9C 8C 4D AH KH"
      And each deal leaves the kitty "QC 5D JK"

    Scenario: During the one round of calls the kitty is in nobody's hand
      Given W deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      And the actions "N bid 7S, E pass, S pass"
      Then N holds "AS KS QS JC 10C 9C 8C 4D AH KH"
      And the auction is still open
      When the action "W pass" is taken
      Then N holds "AS KS QS JC 10C 9C 8C 4D AH KH QC 5D JK"

  @KITTY-03 @DECIDE-38 @DECIDE-20
  Rule: KITTY-03 The exchange comes before play, in every kind of contract

    Background:
      Given the deal "e-seven-hearts"

    Scenario: After the round the contractor discards before anyone plays
      Given the actions "N pass, E bid 7H, S pass, W pass"
      Then E holds "AH KH QH JH 10H 9H 8H KD AS AC 7H 6H 5S"
      When the action "E play AH" is taken
      Then the action is refused under KITTY-03

    @PLAY-01
    Scenario: Once the discard is made the contractor leads to the first trick
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S AS AC"
      Then it is E's turn
      When the action "E play AH" is taken
      Then the action is accepted

    Scenario: The discard leaves the hand before, plus the kitty, less the discard
      Given the actions "N pass, E bid 7H, S pass, W pass"
      When the action "E discard 5S AS AC" is taken
      Then the action is accepted
      And E holds "AH KH QH JH 10H 9H 8H 7H 6H KD"

    Scenario: A nullo contractor exchanges with the kitty as well
      Given the actions "N bid 8S, E bid MIS, S pass, W pass"
      When the action "E discard AH AS AC" is taken
      Then the action is accepted
      And it is E's turn

    Scenario: A discarded card cannot be played
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S AS AC"
      When the action "E play AS" is taken
      Then the action is refused under DECIDE-20
      And E holds "AH KH QH JH 10H 9H 8H 7H 6H KD"

  @PLAY-01
  Rule: PLAY-01 The contractor makes the opening lead

    Background:
      Given the deal "e-seven-hearts"

    Scenario: While the round of calls is open no card may be played
      Given the actions "N pass, E bid 7H, S pass"
      When the action "E play AH" is taken
      Then the action is refused under PLAY-01
      And it is W's turn
  @RANK-01 @RANK-05 @RANK-07 @DECIDE-39
  Rule: RANK-01 Plain suits rank from the ace downward

    Scenario Outline: Which card takes a trick, by contract
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick         | winner |
        | 7S       | KH AH QH 5H   | AH     |
        | 8C       | 10S 9S 8S 7S  | 10S    |
        | 7H       | AH JD KH QH   | JD     |
        | 7NT      | QC JC 10C AS  | QC     |
        | 7NT      | 10H JD 9H 4H  | 10H    |
        | MIS      | 10D JH 9D     | 10D    |
        | 8NT      | AS JK KS QS   | JK     |
        | 7NT      | JK:D AD KD QD | JK     |

    Scenario Outline: Without trumps the jacks and an unnominated joker keep no trump role
      Given the contract is "<contract>"
      Then the card <card> counts as suit <suit>

      Examples:
        | contract | card | suit |
        | 7NT      | JD   | D    |
        | MIS      | JC   | C    |
        | OMIS     | JK   | none |

    Scenario Outline: Card texts read as their canonical form
      When the card "<text>" is read
      Then it reads as "<card>"

      Examples:
        | text  | card |
        | TH    | 10H  |
        | A♠    | AS   |
        | Joker | JK   |
