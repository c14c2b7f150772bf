@australian
Feature: The bid ladder and the way into misère
  The Australian ladder has 27 places. Lowest first: 6S 6C 6D 6H 6NT, 7S 7C
  7D 7H 7NT, MIS, 8S 8C 8D 8H 8NT, 9S 9C 9D 9H 9NT, 10S 10C 10D, OMIS, 10H,
  10NT. A new bid has to sit higher on the ladder than the standing bid. Bids
  go by place, not by value: misère (250) gives way to 8S (240), and open
  misère (500) gives way to 10H (500). Misère also needs a bid at the seven
  level to be standing, no matter who made it. Open misère needs no earlier
  bid. Blind misère is not a bid of the default game.

  Four options change the auction. With american-bidding each player calls
  once. With var:no-misere neither misère bid exists. With
  var:misere-without-seven misère no longer needs a seven-level bid. With
  var:no-self-raise nothing changes, because the auction already ends when
  the other three have passed.

  W deals the same cards in every scenario, so N calls first. An option has
  to be switched on before the deal, so each Rule deals in its own
  Background, after switching on its option if it has one.

  @BID-06 @BID-12 @BID-15
  Rule: BID-06 A higher bid has more tricks, or as many in a higher denomination

    Background:
      Given the deal "e-seven-hearts"

    Scenario Outline: Each place on the ladder is overcalled by the place above it
      Given the actions "<auction>"
      When the action "<overcall>" is taken
      Then the action is accepted

      Examples:
        | auction              | overcall    |
        | N bid 6S             | E bid 6C    |
        | N bid 6C             | E bid 6D    |
        | N bid 6D             | E bid 6H    |
        | N bid 6H             | E bid 6NT   |
        | N bid 6NT            | E bid 7S    |
        | N bid 7S             | E bid 7C    |
        | N bid 7C             | E bid 7D    |
        | N bid 7D             | E bid 7H    |
        | N bid 7H             | E bid 7NT   |
        | N bid 7NT            | E bid MIS   |
        | N bid 7NT, E bid MIS | S bid 8S    |
        | N bid 8S             | E bid 8C    |
        | N bid 8C             | E bid 8D    |
        | N bid 8D             | E bid 8H    |
        | N bid 8H             | E bid 8NT   |
        | N bid 8NT            | E bid 9S    |
        | N bid 9S             | E bid 9C    |
        | N bid 9C             | E bid 9D    |
        | N bid 9D             | E bid 9H    |
        | N bid 9H             | E bid 9NT   |
        | N bid 9NT            | E bid 10S   |
        | N bid 10S            | E bid 10C   |
        | N bid 10C            | E bid 10D   |
        | N bid 10D            | E bid OMIS  |
        | N bid OMIS           | E bid 10H   |
        | N bid 10H            | E bid 10NT  |

    @BID-02
    Scenario Outline: No place on the ladder overcalls the place above it
      Given the actions "<auction>"
      When the action "<call>" is taken
      Then the action is refused under BID-02

      Examples:
        | auction              | call       |
        | N bid 6C             | E bid 6S   |
        | N bid 6D             | E bid 6C   |
        | N bid 6H             | E bid 6D   |
        | N bid 6NT            | E bid 6H   |
        | N bid 7S             | E bid 6NT  |
        | N bid 7C             | E bid 7S   |
        | N bid 7D             | E bid 7C   |
        | N bid 7H             | E bid 7D   |
        | N bid 7NT            | E bid 7H   |
        | N bid 7H, E bid MIS  | S bid 7NT  |
        | N bid 8S             | E bid MIS  |
        | N bid 8C             | E bid 8S   |
        | N bid 8D             | E bid 8C   |
        | N bid 8H             | E bid 8D   |
        | N bid 8NT            | E bid 8H   |
        | N bid 9S             | E bid 8NT  |
        | N bid 9C             | E bid 9S   |
        | N bid 9D             | E bid 9C   |
        | N bid 9H             | E bid 9D   |
        | N bid 9NT            | E bid 9H   |
        | N bid 10S            | E bid 9NT  |
        | N bid 10C            | E bid 10S  |
        | N bid 10D            | E bid 10C  |
        | N bid OMIS           | E bid 10D  |
        | N bid 10H            | E bid OMIS |
        | N bid 10NT           | E bid 10H  |

    Scenario: Over 7NT the legal bids are misère and every bid from 8S up
      Given the actions "N bid 7NT"
      Then the legal bids are "MIS 8S 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT"

    Scenario: Over 10D the legal bids are open misère, 10H and 10NT
      Given the actions "N bid 10D"
      Then the legal bids are "OMIS 10H 10NT"

    Scenario: Over open misère the legal bids are 10H and 10NT
      Given the actions "N bid OMIS"
      Then the legal bids are "10H 10NT"

  @BID-11
  Rule: BID-11 Misère means losing every trick, without the partner

    Background:
      Given the deal "e-seven-hearts"

    Scenario: A misère bid passed by the other three becomes the contract
      Given the actions "N bid 7NT, E bid MIS, S pass, W pass"
      When the action "N pass" is taken
      Then the contract is MIS by E
      And it is E's turn

    Scenario: The misère contractor's partner is out of play after the discard
      Given the actions "N bid 7NT, E bid MIS, S pass, W pass, N pass"
      When the action "E discard AH AS AC" is taken
      Then the action is accepted
      And the seats in play are "N E S"
      And it is E's turn

  @BID-12
  Rule: BID-12 Misère ranks between the seven level and the eight level

    Background:
      Given the deal "e-seven-hearts"

    Scenario Outline: Misère overcalls each seven-level bid
      Given the actions "N bid <seven>"
      When the action "E bid MIS" is taken
      Then the action is accepted
      And it is S's turn

      Examples:
        | seven |
        | 7S    |
        | 7C    |
        | 7D    |
        | 7H    |
        | 7NT   |

    Scenario Outline: Each eight-level bid overcalls misère
      Given the actions "N bid 7NT, E bid MIS"
      When the action "S bid <eight>" is taken
      Then the action is accepted
      And it is W's turn

      Examples:
        | eight |
        | 8S    |
        | 8C    |
        | 8D    |
        | 8H    |
        | 8NT   |

    Scenario: 8S, worth 240, takes the contract from misère, worth 250
      Given the actions "N bid 7NT, E bid MIS"
      When the actions "S bid 8S, W pass, N pass, E pass" are taken
      Then the contract is 8S by S

    @BID-02
    Scenario Outline: Misère cannot overcall an eight-level bid
      Given the actions "N bid <eight>"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-02

      Examples:
        | eight |
        | 8S    |
        | 8C    |
        | 8NT   |

    @BID-02
    Scenario: Misère cannot overcall 8S made over a seven-level bid
      Given the actions "N bid 7NT, E bid 8S"
      Then the legal bids exclude "MIS"
      When the action "S bid MIS" is taken
      Then the action is refused under BID-02

  @BID-13
  Rule: BID-13 Misère needs a seven-level bid to be standing

    Background:
      Given the deal "e-seven-hearts"

    Scenario Outline: Misère over a standing seven-level bid is accepted, whoever made it
      Given the actions "<auction>"
      When the action "<seat> bid MIS" is taken
      Then the action is accepted

      Examples:
        | auction                   | seat |
        | N bid 7S                  | E    |
        | N bid 7S, E pass          | S    |
        | N bid 6H, E bid 7C        | S    |
        | N pass, E bid 7D, S pass  | W    |
        | N bid 7NT, E pass, S pass | W    |

    Scenario: Misère as the opening bid is refused
      Then the legal bids are "6S 6C 6D 6H 6NT 7S 7C 7D 7H 7NT 8S 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT"
      When the action "N bid MIS" is taken
      Then the action is refused under BID-13

    Scenario: Misère over 6H is refused
      Given the actions "N bid 6H"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-13

    Scenario Outline: Misère with no seven-level bid standing is refused
      Given the actions "<auction>"
      When the action "<seat> bid MIS" is taken
      Then the action is refused under BID-13

      Examples:
        | auction                 | seat |
        | N pass                  | E    |
        | N bid 6NT, E pass       | S    |
        | N pass, E pass, S pass  | W    |
        | N bid 6S, E bid 6NT     | S    |

  @BID-14
  Rule: BID-14 Open misère puts the contractor's hand face up

    Background:
      Given the deal "e-seven-hearts"

    Scenario: Open misère becomes the contract with the hand still hidden
      When the actions "N pass, E pass, S bid OMIS, W pass" are taken
      Then the contract is OMIS by S
      And the contractor's hand is not exposed

    @MIS-03
    Scenario: The open-misère hand is face up once the first trick is over
      Given the actions "N pass, E pass, S bid OMIS, W pass, S discard JD JS JC, S play 8S, W play 7S"
      Then the contractor's hand is not exposed
      When the action "E play AS" is taken
      Then trick 1 is won by E
      And the contractor's hand is exposed
      And S holds "10S 9S 10C 9C 8C 7C 7H 6H 5S"

  @BID-15
  Rule: BID-15 Open misère ranks between 10D and 10H and needs no earlier bid

    Background:
      Given the deal "e-seven-hearts"

    Scenario: Open misère is accepted as the opening bid
      Then the legal bids include "OMIS"
      When the action "N bid OMIS" is taken
      Then the action is accepted
      And it is E's turn

    @BID-02
    Scenario: Over open misère only 10H and 10NT may be bid
      Given the actions "N bid OMIS"
      Then it is E's turn
      And the legal bids are "10H 10NT"
      When the action "E bid 10D" is taken
      Then the action is refused under BID-02

    Scenario Outline: Open misère needs no seven-level bid before it
      Given the actions "<auction>"
      When the action "<seat> bid OMIS" is taken
      Then the action is accepted

      Examples:
        | auction              | seat |
        | N bid 6S             | E    |
        | N pass, E bid 9NT    | S    |
        | N bid 7NT, E bid MIS | S    |

    Scenario: Open misère over 10D is accepted
      Given the actions "N bid 10D"
      When the action "E bid OMIS" is taken
      Then the action is accepted

    @BID-02
    Scenario: Open misère over 10H is refused
      Given the actions "N bid 10H"
      When the action "E bid OMIS" is taken
      Then the action is refused under BID-02

    @BID-02
    Scenario: Open misère over 10NT is refused
      Given the actions "N bid 10NT"
      When the action "E bid OMIS" is taken
      Then the action is refused under BID-02

    Scenario: 10H overcalls open misère and takes the contract
      Given the actions "N bid OMIS"
      When the action "E bid 10H" is taken
      Then the action is accepted
      When the actions "S pass, W pass, N pass" are taken
      Then the contract is 10H by E

  @BID-16
  Rule: BID-16 Blind misère is an option, off by default

    Background:
      Given the deal "e-seven-hearts"

    Scenario: Blind misère as the first call is refused
      Then the legal bids exclude "BMIS"
      When the action "N bid BMIS" is taken
      Then the action is refused under BID-16
      And it is N's turn

    Scenario: Blind misère over a seven-level bid is refused
      Given the actions "N bid 7NT"
      When the action "E bid BMIS" is taken
      Then the action is refused under BID-16

    Scenario: Open misère, which blind misère would rank with, is accepted as the first call
      When the action "N bid OMIS" is taken
      Then the action is accepted

  @DECIDE-05
  Rule: DECIDE-05 When the auction closes

    Background:
      Given the deal "e-seven-hearts"

    Scenario: After 10NT every other player can only pass
      Given the actions "N bid 10NT"
      Then E can only pass
      When the action "E pass" is taken
      Then S can only pass
      When the action "S pass" is taken
      Then W can only pass
      When the action "W pass" is taken
      Then the contract is 10NT by N

    @BID-02
    Scenario: A bid over 10NT is refused
      Given the actions "N bid 10NT"
      When the action "E bid 10NT" is taken
      Then the action is refused under BID-02

    Scenario: 10NT by the dealer after three passes closes the auction at once
      Given the actions "N pass, E pass, S pass"
      When the action "W bid 10NT" is taken
      Then the contract is 10NT by W

    Scenario: The auction stays open while one other player has not passed
      When the actions "N bid 7H, E pass, S pass" are taken
      Then the auction is still open
      And it is W's turn

    Scenario: The third pass behind a bid closes the auction
      When the actions "N bid 7H, E pass, S pass, W pass" are taken
      Then the contract is 7H by N

    @BID-08
    Scenario: The high bidder gets no call after the auction has closed
      Given the actions "N bid 7H, E pass, S pass, W pass"
      When the action "N bid 8H" is taken
      Then the action is refused under BID-08
      And the contract is 7H by N

    Scenario: Four passes close the auction without a contract
      When the actions "N pass, E pass, S pass, W pass" are taken
      Then the hand is thrown in

  @DECIDE-07
  Rule: DECIDE-07 The misère entry condition

    Background:
      Given the deal "e-seven-hearts"

    @BID-13
    Scenario Outline: Misère over a six-level bid is refused
      Given the actions "N bid <six>"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-13

      Examples:
        | six |
        | 6S  |
        | 6C  |
        | 6D  |
        | 6H  |
        | 6NT |

    Scenario Outline: Misère over the partner's seven-level bid is accepted
      Given the actions "N bid <seven>, E pass"
      When the action "S bid MIS" is taken
      Then the action is accepted

      Examples:
        | seven |
        | 7S    |
        | 7C    |
        | 7D    |
        | 7H    |
        | 7NT   |

    Scenario: Misère over 7C that overcalled 6H is accepted
      Given the actions "N bid 6H, E bid 7C"
      When the action "S bid MIS" is taken
      Then the action is accepted

    @BID-13
    Scenario: Misère straight over 6H is refused
      Given the actions "N bid 6H"
      Then the legal bids exclude "MIS"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-13

    Scenario: Open misère over a six-level bid is accepted
      Given the actions "N bid 6H"
      When the action "E bid OMIS" is taken
      Then the action is accepted

  @DECIDE-08
  Rule: DECIDE-08 No misère over a standing misère

    Background:
      Given the deal "e-seven-hearts"

    @BID-02
    Scenario: A second misère over a standing misère is refused
      Given the actions "N bid 7H, E bid MIS"
      When the action "S bid MIS" is taken
      Then the action is refused under BID-02

    Scenario: Over misère the legal bids are every bid from 8S up
      Given the actions "N bid 7H, E bid MIS"
      Then the legal bids are "8S 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT"

    Scenario: Open misère over misère is accepted
      Given the actions "N bid 7H, E bid MIS"
      When the action "S bid OMIS" is taken
      Then the action is accepted

    Scenario Outline: A bid for eight tricks or more over misère is accepted
      Given the actions "N bid 7H, E bid MIS"
      When the action "S bid <bid>" is taken
      Then the action is accepted

      Examples:
        | bid  |
        | 8S   |
        | 8NT  |
        | 9S   |
        | 9NT  |
        | 10D  |
        | 10H  |
        | 10NT |

  @BID-19 @option:american-bidding
  Rule: BID-19 American bidding allows one round only

    Background:
      Given the option "american-bidding" is on
      And the deal "e-seven-hearts"

    Scenario: One round of four calls fixes the contract
      When the actions "N bid 6S, E pass, S bid 7D, W pass" are taken
      Then the contract is 7D by S

    Scenario: A second call after the round is refused
      Given the actions "N bid 6S, E pass, S bid 7D, W pass"
      When the action "N bid 8S" is taken
      Then the action is refused under BID-19
      And the contract is 7D by S

    Scenario: The overcalled player gets no second turn
      When the actions "N bid 6S, E bid 7H, S pass, W pass" are taken
      Then the contract is 7H by E

    Scenario: Every player calls once, in turn, after passes
      Given the actions "N pass, E pass, S pass"
      Then it is W's turn
      When the action "W bid 6S" is taken
      Then the contract is 6S by W

    Scenario: Four passes in the one round throw the hand in
      When the actions "N pass, E pass, S pass, W pass" are taken
      Then the hand is thrown in

  @DECIDE-11 @BID-13 @option:american-bidding
  Rule: DECIDE-11 Misère under the single-round auction

    Background:
      Given the option "american-bidding" is on
      And the deal "e-seven-hearts"

    Scenario: Misère over the 7C standing at E's turn is accepted
      Given the actions "N bid 7C"
      When the action "E bid MIS" is taken
      Then the action is accepted

    Scenario: Misère over the partner's 7S standing at S's turn is accepted
      Given the actions "N bid 7S, E pass"
      When the action "S bid MIS" is taken
      Then the action is accepted

    Scenario: Misère with 6H standing at S's turn is refused
      Given the actions "N bid 6H, E pass"
      When the action "S bid MIS" is taken
      Then the action is refused under BID-13

    Scenario: Misère as the first call of the round is refused
      When the action "N bid MIS" is taken
      Then the action is refused under BID-13

    Scenario: Open misère as the first call of the round is accepted
      When the action "N bid OMIS" is taken
      Then the action is accepted

    Scenario: Misère in the round is overcalled by 8S
      When the actions "N bid 7C, E bid MIS, S bid 8S, W pass" are taken
      Then the contract is 8S by S

  @BID-21 @DECIDE-05
  Rule: BID-21 No raising one's own bid once all others have passed (variation)

    @BID-08
    Scenario Outline: Without var:no-self-raise the high bidder cannot raise after three passes
      Given the deal "e-seven-hearts"
      And the actions "<auction>"
      Then the contract is <contract> by <seat>
      When the action "<seat> bid <raise>" is taken
      Then the action is refused under BID-08
      And the contract is <contract> by <seat>

      Examples:
        | auction                                    | contract | seat | raise |
        | N bid 6S, E pass, S pass, W pass           | 6S       | N    | 7H    |
        | N pass, E bid 7D, S bid 7H, W pass, E pass | 7H       | S    | 8H    |

    @option:var:no-self-raise @BID-08
    Scenario Outline: With var:no-self-raise the high bidder cannot raise after three passes either
      Given the option "var:no-self-raise" is on
      And the deal "e-seven-hearts"
      And the actions "<auction>"
      Then the contract is <contract> by <seat>
      When the action "<seat> bid <raise>" is taken
      Then the action is refused under BID-08
      And the contract is <contract> by <seat>

      Examples:
        | auction                                    | contract | seat | raise |
        | N bid 6S, E pass, S pass, W pass           | 6S       | N    | 7H    |
        | N pass, E bid 7D, S bid 7H, W pass, E pass | 7H       | S    | 8H    |

    Scenario: Without var:no-self-raise a raise over someone else's bid is accepted
      Given the deal "e-seven-hearts"
      And the actions "N bid 6S, E bid 6C, S pass, W pass"
      When the action "N bid 7S" is taken
      Then the action is accepted
      And it is E's turn

    @option:var:no-self-raise
    Scenario: With var:no-self-raise a raise over someone else's bid is accepted too
      Given the option "var:no-self-raise" is on
      And the deal "e-seven-hearts"
      And the actions "N bid 6S, E bid 6C, S pass, W pass"
      When the action "N bid 7S" is taken
      Then the action is accepted
      And it is E's turn

  @BID-22 @option:var:no-misere
  Rule: BID-22 No misère bids at all (variation)

    Background:
      Given the option "var:no-misere" is on
      And the deal "e-seven-hearts"

    Scenario: Misère over 7NT is refused
      Given the actions "N bid 7NT"
      Then the legal bids are "8S 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D 10H 10NT"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-22

    Scenario: Open misère as the opening bid is refused
      When the action "N bid OMIS" is taken
      Then the action is refused under BID-22

    Scenario: Open misère over 10D is refused
      Given the actions "N bid 10D"
      When the action "E bid OMIS" is taken
      Then the action is refused under BID-22

    Scenario: Blind misère is refused as well
      When the action "N bid BMIS" is taken
      Then the action is refused under BID-22

    Scenario: The 25 trick bids are the whole ladder
      Then the legal bids are "6S 6C 6D 6H 6NT 7S 7C 7D 7H 7NT 8S 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D 10H 10NT"

    Scenario Outline: Trick bids are accepted where misère would have come
      Given the actions "N bid <standing>"
      When the action "E bid <bid>" is taken
      Then the action is accepted

      Examples:
        | standing | bid |
        | 7NT      | 8S  |
        | 10D      | 10H |

  @BID-23 @option:var:misere-without-seven
  Rule: BID-23 Misère without a seven bid (variation)

    Background:
      Given the option "var:misere-without-seven" is on
      And the deal "e-seven-hearts"

    Scenario: Misère is accepted as the opening bid
      Then the legal bids are "6S 6C 6D 6H 6NT 7S 7C 7D 7H 7NT MIS 8S 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT"
      When the action "N bid MIS" is taken
      Then the action is accepted
      And it is E's turn

    Scenario: Misère over 6H is accepted
      Given the actions "N bid 6H"
      When the action "E bid MIS" is taken
      Then the action is accepted

    Scenario: Misère over 7NT is accepted as before
      Given the actions "N bid 7NT"
      When the action "E bid MIS" is taken
      Then the action is accepted

    @BID-02
    Scenario: Misère over 8S is still refused
      Given the actions "N bid 8S"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-02

    @BID-02
    Scenario: Misère over an opening misère is still refused
      Given the actions "N bid MIS"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-02
