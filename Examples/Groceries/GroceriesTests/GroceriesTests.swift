//
//  GroceriesTests.swift
//  GroceriesTests
//
//  Created by Tutor on 1/12/2025.
//

import XCTest

@testable import Groceries

final class GroceriesTests: XCTestCase {

    func testExample() throws {
        XCTAssertTrue(true)
    }
}
