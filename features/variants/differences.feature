@australian @three-player
Feature: Where the Australian and the three-player games differ
  Each scenario here is written once and runs under both variants. Every
  Examples row names its variant in the `variant` column and gives that
  variant's own expected outcome; under the other variant the row reports
  "not applicable", so no row can pass for a game it does not describe.

  The packs below run down each suit in turn (spades, clubs, diamonds,
  hearts, then the joker). With W dealing the Australian pack, the kitty
  gets cards 13, 30 and 43 (packets 3-1-4-1-3-1); with P3 dealing the
  three-player pack, the widow gets cards 10, 11 and 12 (packets 3, widow 3,
  4, 3).

  @DECK-01 @DECK-02
  Rule: DECK-01 and DECK-02 The pack: 43 cards down to the red 4s, or 33 down to the 7s

    Scenario Outline: The pack's size, its lowest cards and the cards left out
      Then the pack has <count> cards
      And the pack holds "<lowest>"
      And the pack does not hold "<absent>"
      And the pack has <spades> cards of suit S
      And the pack has <hearts> cards of suit H

      Examples:
        | variant      | count | lowest      | absent               | spades | hearts |
        | australian   | 43    | 5S 5C 4D 4H | 4S 4C 3D 3H 2S       | 10     | 11     |
        | three-player | 33    | 7S 7C 7D 7H | 6S 6C 6D 6H 5S 4D 4H | 8      | 8      |

  @DEAL-02 @DEAL-03
  Rule: DEAL-02 and DEAL-03 The packets: 3-1-4-1-3-1, or 3, widow 3, 4, 3

    Scenario Outline: Who holds which cards of a suit-by-suit pack
      Given <dealer> deals from the pack "<pack>"
      Then <left> holds "<left hand>"
      And <dealer> holds "<dealer hand>"
      And the kitty is "<kitty>"

      Examples:
        | variant      | dealer | pack                                                                                                                                 | left | left hand                      | dealer hand                    | kitty    |
        | australian   | W      | AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK | N    | AS KS QS JC 10C 9C 8C 4D AH KH | 5S AC KC 9D 8D 7D 6D 6H 5H 4H  | QC 5D JK |
        | three-player | P3     | AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK                               | P1   | AS KS QS 10C 9C 8C 7C AH KH QH | 8S 7S AC 10D 9D 8D 7D 8H 7H JK | KC QC JC |

  @BID-13 @BID-15 @BID-20
  Rule: BID-13, BID-15 and BID-20 Misère exists in one game only

    Scenario Outline: Misère over a seven-level bid, and open misère as the first bid
      Given <dealer> deals from the pack "<pack>"
      And the actions "<before>"
      When the action "<bid>" is taken
      Then the action is <verdict>

      Examples:
        | variant      | dealer | pack                                                                                                                                 | before    | bid         | verdict              |
        | australian   | W      | AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK | N bid 7S  | E bid MIS   | accepted             |
        | three-player | P3     | AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK                               | P1 bid 7S | P2 bid MIS  | refused under BID-20 |
        | australian   | W      | AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK | N pass    | E bid OMIS  | accepted             |
        | three-player | P3     | AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK                               | P1 pass   | P2 bid OMIS | refused under BID-20 |

  @BID-08 @BID-20
  Rule: BID-08 and BID-20 The auction: until all others pass, or one round

    Scenario Outline: The player outbid in the first round may, or may not, bid again
      Given <dealer> deals from the pack "<pack>"
      When the actions "<round>" are taken
      Then <after the round>
      And <first> <may> bid again
      When the action "<first> bid 8S" is taken
      Then the action is <verdict>

      Examples:
        | variant      | dealer | pack                                                                                                                                 | round                              | after the round           | first | may     | verdict  |
        | australian   | W      | AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK | N bid 6S, E bid 7S, S pass, W pass | the auction is still open | N     | may     | accepted |
        | three-player | P3     | AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK                               | P1 bid 6S, P2 bid 7S, P3 pass      | the contract is 7S by P2  | P1    | may not | refused  |

  @JOKER-05 @JOKER-14 @C-08
  Rule: JOKER-05 and JOKER-14 The joker at no trumps: the contractor may nominate it, or nobody may

    # W (Australian) takes the kitty QC 5D JK; P3 (three-player) was dealt the joker.
    Scenario Outline: The no-trump contractor holding the joker nominates it as a diamond
      Given <dealer> deals from the pack "<pack>"
      And the actions "<auction>"
      When the action "<dealer> nominate D" is taken
      Then the action is <verdict>

      Examples:
        | variant      | dealer | pack                                                                                                                                 | auction                                               | verdict  |
        | australian   | W      | AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK | N pass, E pass, S pass, W bid 6NT, W discard 5S 6H 5H | accepted |
        | three-player | P3     | AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK                               | P1 pass, P2 pass, P3 bid 6NT, P3 discard 8S 7S 7D     | refused  |

  @SCORE-06 @SCORE-07 @PLAY-09
  Rule: SCORE-06 and SCORE-07 The defenders: one partnership, or each player for their own tricks

    Scenario Outline: The defenders' points, made or not
      When <contractor> plays "<contract>" and the tricks are "<tricks>"
      Then the sides score "<points>"

      Examples:
        | variant      | contractor | contract | tricks             | points                |
        | australian   | N          | 7H       | N 4, E 2, S 3, W 1 | NS 200, EW 30         |
        | three-player | P1         | 7H       | P1 7, P2 2, P3 1   | P1 200, P2 20, P3 10  |
        | australian   | N          | 7H       | N 3, E 3, S 3, W 1 | NS -200, EW 40        |
        | three-player | P1         | 7H       | P1 6, P2 3, P3 1   | P1 -200, P2 30, P3 10 |

  @END-03 @END-06 @C-05
  Rule: END-03 and END-06 Defence points: never enough to win, or enough

    Scenario Outline: A defending side reaches 500 on points for tricks
      Given the scores are "<before>" with <dealer> to deal
      When the hand is played as "7S" by <contractor> with tricks won by "<winners>"
      Then the scores are "<after>"
      And <outcome>

      Examples:
        | variant      | before               | dealer | contractor | winners                       | after                 | outcome                        |
        | australian   | NS 480, EW 300       | W      | E          | E N W E S W E N W E           | NS 510, EW 440        | the game goes on               |
        | three-player | P1 480, P2 300, P3 0 | P3     | P2         | P2 P1 P3 P2 P1 P2 P2 P2 P2 P2 | P1 500, P2 440, P3 10 | P1 wins the game (reached_500) |

  @END-04 @END-09
  Rule: END-04 and END-09 At -500: the side loses, or the player plays on

    Scenario Outline: The contractor fails 7C and falls to -540
      Given the scores are "<before>" with <dealer> to deal
      When the hand is played as "7C" by <contractor> with tricks won by "<winners>"
      Then the scores are "<after>"
      And <outcome>

      Examples:
        | variant      | before                  | dealer | contractor | winners                       | after                   | outcome                          |
        | australian   | NS -380, EW 100         | W      | N          | N E S W N W N E S N           | NS -540, EW 140         | EW win the game (went_backwards) |
        | three-player | P1 -380, P2 100, P3 100 | P3     | P1         | P1 P1 P2 P1 P3 P1 P1 P2 P3 P1 | P1 -540, P2 120, P3 120 | the game goes on                 |

  @DEALER-01 @DEALER-02
  Rule: DEALER-01 and DEALER-02 The first dealer: given, or drawn

    Scenario Outline: The players draw for the first dealer
      When the players draw "<draw>"
      Then <outcome>

      Examples:
        | variant      | draw                   | outcome                             |
        | australian   | N 7S, E AH, S KC, W 9D | the draw is refused under DEALER-01 |
        | three-player | P1 JK, P2 AH, P3 7C    | P1 deals                            |
