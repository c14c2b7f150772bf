@three-player
Feature: The score of one hand for three players
  Every player scores alone. The contractor gains the contract's value in the
  Avondale table when taking at least the tricks bid and loses it otherwise;
  all ten tricks score at least 250. Each of the two opponents gains 10 for
  every trick that player took, whether the contract is made or not, and
  neither may count the other's tricks.

  In these scenarios the tricks each player took are given, adding up to ten.

  @SCORE-07
  Rule: SCORE-07 Three-player defenders score their own tricks

    Scenario: P1 bids 7H and takes 6 tricks; P2 takes 3 and P3 takes 1
      When P1 plays "7H" and the tricks are "P1 6, P2 3, P3 1"
      Then side P1 scores -200
      And side P2 scores 30
      And side P3 scores 10
      And the table counts the contract as lost

    Scenario: P1 makes 8D; each opponent scores the one trick they took
      When P1 plays "8D" and the tricks are "P1 8, P2 1, P3 1"
      Then the sides score "P1 280, P2 10, P3 10"
      And the table counts the contract as made

    Scenario Outline: Each opponent scores 10 a trick, made or not
      When <contractor> plays "<contract>" and the tricks are "<tricks>"
      Then the sides score "<points>"

      Examples:
        | contractor | contract | tricks           | points                |
        | P2         | 6S       | P1 4, P2 6, P3 0 | P1 40, P2 40, P3 0    |
        | P2         | 6S       | P1 0, P2 6, P3 4 | P1 0, P2 40, P3 40    |
        | P2         | 6S       | P1 3, P2 5, P3 2 | P1 30, P2 -40, P3 20  |
        | P3         | 9NT      | P1 1, P2 1, P3 8 | P1 10, P2 10, P3 -420 |
        | P3         | 7C       | P1 0, P2 3, P3 7 | P1 0, P2 30, P3 160   |
        | P1         | 10H      | P1 9, P2 0, P3 1 | P1 -500, P2 0, P3 10  |

  @SCORE-03
  Rule: SCORE-03 A made contract scores its value and nothing more

    Scenario Outline: P1 makes <contract> with <taken> tricks and scores the value of the contract alone
      When P1 plays "<contract>" and the tricks are "<tricks>"
      Then side P1 scores <points>
      And the table counts the contract as made

      Examples:
        | contract | taken | tricks           | points |
        | 7S       | 9     | P1 9, P2 1, P3 0 | 140    |
        | 6NT      | 6     | P1 6, P2 2, P3 2 | 120    |
        | 8H       | 9     | P1 9, P2 0, P3 1 | 300    |

  @SCORE-05
  Rule: SCORE-05 A failed contract loses its value

    Scenario Outline: P1 fails <contract> with <taken> tricks and loses the value of the contract
      When P1 plays "<contract>" and the tricks are "<tricks>"
      Then side P1 scores <points>
      And the table counts the contract as lost

      Examples:
        | contract | taken | tricks           | points |
        | 8S       | 7     | P1 7, P2 2, P3 1 | -240   |
        | 6D       | 5     | P1 5, P2 3, P3 2 | -80    |
        | 9C       | 8     | P1 8, P2 1, P3 1 | -360   |

  @PLAY-09
  Rule: PLAY-09 Whose tricks they are

    Scenario: P1 bids 8D and takes 7; P2 may not add P3's trick to their own
      When P1 plays "8D" and the tricks are "P1 7, P2 2, P3 1"
      Then the sides score "P1 -280, P2 20, P3 10"

    Scenario: The defenders' tricks together would not make them a side
      When P3 plays "6H" and the tricks are "P1 2, P2 2, P3 6"
      Then the sides score "P1 20, P2 20, P3 100"

  @SEAT-04
  Rule: SEAT-04 Three players each play for themselves; the defenders ally for one hand

    Scenario Outline: Whoever is contractor, the other two defend
      When <contractor> plays "7S" and the tricks are "<tricks>"
      Then the sides score "<points>"

      Examples:
        | contractor | tricks           | points               |
        | P1         | P1 7, P2 2, P3 1 | P1 140, P2 20, P3 10 |
        | P2         | P1 2, P2 7, P3 1 | P1 20, P2 140, P3 10 |
        | P3         | P1 2, P2 1, P3 7 | P1 20, P2 10, P3 140 |

  @SCORE-02
  Rule: SCORE-02 Contract values follow the Avondale schedule

    Scenario Outline: A contract made exactly scores its table value
      When P2 plays "<contract>" and the tricks are "P1 <p1>, P2 <tricks>, P3 0"
      Then side P2 scores <value>
      And side P1 scores <defence>
      And side P3 scores 0

      Examples:
        | contract | tricks | p1 | value | defence |
        | 6S       | 6      | 4  | 40    | 40      |
        | 6C       | 6      | 4  | 60    | 40      |
        | 6D       | 6      | 4  | 80    | 40      |
        | 6H       | 6      | 4  | 100   | 40      |
        | 6NT      | 6      | 4  | 120   | 40      |
        | 7S       | 7      | 3  | 140   | 30      |
        | 7NT      | 7      | 3  | 220   | 30      |
        | 8C       | 8      | 2  | 260   | 20      |
        | 8NT      | 8      | 2  | 320   | 20      |
        | 9D       | 9      | 1  | 380   | 10      |
        | 9H       | 9      | 1  | 400   | 10      |
        | 10S      | 10     | 0  | 440   | 0       |
        | 10NT     | 10     | 0  | 520   | 0       |

  @SCORE-03
  Rule: SCORE-03 A made contract scores its value and nothing more

    Scenario: 8D made with 9 tricks scores 280, not 380
      When P1 plays "8D" and the tricks are "P1 9, P2 1, P3 0"
      Then the sides score "P1 280, P2 10, P3 0"

  @SCORE-04
  Rule: SCORE-04 A slam scores at least 250

    Scenario Outline: All ten tricks score at least 250
      When P3 plays "<contract>" and the tricks are "P1 0, P2 0, P3 10"
      Then the sides score "P1 0, P2 0, P3 <value>"
      And the table counts the contract as made

      Examples:
        | contract | value |
        | 6S       | 250   |
        | 7H       | 250   |
        | 7NT      | 250   |
        | 8S       | 250   |
        | 8C       | 260   |
        | 10NT     | 520   |

    Scenario: Nine tricks of 7H are no slam
      When P3 plays "7H" and the tricks are "P1 1, P2 0, P3 9"
      Then the sides score "P1 10, P2 0, P3 200"

  @SCORE-05
  Rule: SCORE-05 A failed contract loses its value

    Scenario: 9NT with 8 tricks loses 420 and the defenders still score
      When P2 plays "9NT" and the tricks are "P1 1, P2 8, P3 1"
      Then the sides score "P1 10, P2 -420, P3 10"
      And the table counts the contract as lost

    Scenario: A contractor who takes no trick loses the value; the defenders share ten tricks
      When P1 plays "6S" and the tricks are "P1 0, P2 5, P3 5"
      Then the sides score "P1 -40, P2 50, P3 50"
